import type { CodeVariant } from '../../preferences/codePreferences';

// The demo model is part of the page model: defined in src/docsPage/demoModel.ts, which imports nothing from here.
export type { DemoModel, DemoOptions, DemoVariant, HighlightedSource, StylingKey } from '../../docsPage/demoModel';

export const LANGUAGE_OF_VARIANT: Record<CodeVariant, 'ts' | 'js'> = { TS: 'ts', JS: 'js' };
