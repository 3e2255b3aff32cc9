import dynamic from 'next/dynamic';

/**
 * Blocks whose code only some pages need, split out of the shared bundle. They still render on the
 * server; Next.js preloads their chunks on the pages that rendered them, before hydration.
 */
export const DemoBlock = dynamic(() => import('./demo/DemoBlock'));

export const DemoThemeStyles = dynamic(() => import('./demo/DemoBlock').then((module) => module.DemoThemeStyles));

export const ApiReference = dynamic(() => import('../api-reference/ApiReference').then((module) => module.ApiReference));
