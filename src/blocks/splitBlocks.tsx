import dynamic from 'next/dynamic';

/**
 * Blocks whose code only some pages need, split out of the shared bundle. They all render on the server,
 * and Next.js preloads a block's chunk, before hydration, on the pages that rendered it. A demo block's
 * chunk here is only its loader (src/blocks/demo/demoBlockParts.tsx): the block itself loads when it
 * comes near the viewport. An API page, which has no body of blocks, loads none of them.
 */
export const DemoBlock = dynamic(() => import('./demo/demoBlockParts').then((module) => module.DemoBlock));

export const DemoThemeStyles = dynamic(() => import('./demo/DemoThemeStyles'));

/** Joy UI pages' demos, in Joy's theme: Material pages never load Joy's theme code. */
export const JoyDemoBlock = dynamic(() => import('./demo/demoBlockParts').then((module) => module.JoyDemoBlock));

export const JoyDemoThemeStyles = dynamic(() => import('./demo/JoyDemoThemeStyles'));

export { ApiReference } from '../api-reference/SplitApiReference';

/** A props playground's frame and loader; its controls and component load when it comes near the viewport. */
export const PlaygroundSlot = dynamic(() => import('../playground/PlaygroundSlot'));
