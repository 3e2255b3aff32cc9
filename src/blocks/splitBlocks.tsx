import dynamic from 'next/dynamic';

/**
 * Blocks whose code only some pages need, split out of the shared bundle. They still render on the
 * server; Next.js preloads their chunks on the pages that rendered them, before hydration. Demo blocks
 * come with the routes of pages with demos instead (demo/demoBlocks.tsx).
 */
export const ApiReference = dynamic(() => import('../api-reference/ApiReference').then((module) => module.ApiReference));

/** A props playground's frame and loader; its controls and component load when it comes near the viewport. */
export const PlaygroundSlot = dynamic(() => import('../playground/PlaygroundSlot'));
