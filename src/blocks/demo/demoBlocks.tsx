import dynamic from 'next/dynamic';

/**
 * Blocks whose code only some pages need, split out of the shared bundle. They still render on the
 * server; Next.js preloads their chunks on the pages that rendered them, before hydration.
 */
export const DemoBlock = dynamic(() => import('./demo/DemoBlock'));

export const DemoThemeStyles = dynamic(() => import('./demo/DemoBlock').then((module) => module.DemoThemeStyles));

/** Joy UI pages' demos, in Joy's theme: Material pages never load Joy's theme code. */
export const JoyDemoBlock = dynamic(() => import('./demo/JoyDemoBlock'));

export const JoyDemoThemeStyles = dynamic(() => import('./demo/JoyDemoBlock').then((module) => module.JoyDemoThemeStyles));

export const ApiReference = dynamic(() => import('../api-reference/ApiReference').then((module) => module.ApiReference));

/** A props playground's frame and loader; its controls and component load when it comes near the viewport. */
export const PlaygroundSlot = dynamic(() => import('../playground/PlaygroundSlot'));
