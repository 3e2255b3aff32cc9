/* eslint-disable @typescript-eslint/no-require-imports -- the server renders the demo blocks at once; the browser fetches them */
import { demoBlockOnDemand, themeStylesOnDemand } from './demoBlockOnDemand';
import type { DemoBlockComponents } from './demoComponents';
import { serverStylesheetDefines } from './serverThemeVariables';

/**
 * The demo blocks of a page with demos, fetched when the first of them is needed (demoBlockOnDemand).
 * Only the routes of pages with demos import this module (createDemoPage), so other pages carry none of it.
 */
export const DEMO_BLOCKS: DemoBlockComponents = {
  Block: demoBlockOnDemand(typeof window === 'undefined' ? () => require('./DemoBlock') : null, () => import('./DemoBlock')),
  ThemeStyles: themeStylesOnDemand(
    typeof window === 'undefined' ? require('./DemoBlock').DemoThemeStyles : null,
    () => import('./DemoBlock').then((module) => module.DemoThemeStyles),
    () => serverStylesheetDefines(document, '--demo-palette-primary-main'),
  ),
  // Joy UI pages' demos, in Joy's theme: Material pages never load Joy's theme code.
  JoyBlock: demoBlockOnDemand(typeof window === 'undefined' ? () => require('./JoyDemoBlock') : null, () => import('./JoyDemoBlock')),
  JoyThemeStyles: themeStylesOnDemand(
    typeof window === 'undefined' ? require('./JoyDemoBlock').JoyDemoThemeStyles : null,
    () => import('./JoyDemoBlock').then((module) => module.JoyDemoThemeStyles),
    () => serverStylesheetDefines(document, '--joy-palette-primary-500'),
  ),
};
