import dynamic from 'next/dynamic';

/**
 * The API reference block, split out of the shared bundle: rendered on the server, its chunk preloaded by
 * Next.js on the pages that rendered it. A module of its own, so that an API page, which imports only this,
 * does not bring in the other blocks' code (demo frames loaded on demand).
 */
export const ApiReference = dynamic(() => import('./ApiReference').then((module) => module.ApiReference));
