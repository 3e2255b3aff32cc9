import * as React from 'react';
import { useCodePreferences } from '../../preferences/CodePreferencesProvider';
import type { CodeStyling } from '../../preferences/codePreferences';
import { stylingKeyOf } from './demoAnchors';
import { DemoComponentsContext } from './demoComponents';
import type { DemoProps } from './Demo';
import type { DemoModel, StylingKey } from './types';

/** The styling a demo shows: the reader's, when the demo comes in it, else its first. */
export function shownStyling(demo: DemoModel, codeStyling: CodeStyling): StylingKey {
  const stylings = demo.variants.map((variant) => variant.styling);
  const wanted = stylingKeyOf(codeStyling);
  return stylings.includes(wanted) ? wanted : (stylings[0] ?? 'system');
}

/**
 * For a demo block loaded on demand: prepares the demo it will show (its module loaded and run), so
 * that the live block renders the demo at once rather than a placeholder where the server's demo was.
 */
export function useDemoReadiness({ demo }: DemoProps): (() => Promise<void>) | null {
  const bundled = React.useContext(DemoComponentsContext)[demo.name];
  const { codeStyling } = useCodePreferences();
  const component = bundled?.[shownStyling(demo, codeStyling)]?.component ?? bundled?.[demo.variants[0]?.styling ?? 'system']?.component;
  return component && 'prepare' in component && typeof component.prepare === 'function'
    ? () => (component.prepare as () => Promise<void>)()
    : null;
}
