// The demos of a page, as the page model holds them (`{ type: 'demo' }` blocks): built from content/ at build
// time, rendered by src/blocks/demo/. Types only, below both, so the page model needs nothing from blocks/.

export type StylingKey = 'system' | 'tailwind' | 'css';

/** Options of a demo directive: `{{"demo": "BasicButtons.tsx", "defaultCodeOpen": true}}`. */
export interface DemoOptions {
  hideToolbar?: boolean;
  defaultCodeOpen?: boolean;
  /** Preview background: outlined (default), inline (no frame) or playground (shaded). */
  bg?: 'outlined' | 'inline' | 'playground';
  iframe?: boolean;
  height?: number;
  maxWidth?: number;
  disableLiveEdit?: boolean;
}

export interface HighlightedSource {
  raw: string;
  /** Prism's HTML; null in page data when the code starts closed (the browser highlights it on opening). */
  html: string | null;
}

/** One styling variant of a demo, in both languages. */
export interface DemoVariant {
  styling: StylingKey;
  ts: HighlightedSource;
  js: HighlightedSource;
  /** The returned JSX when short enough to show while the full code is hidden. */
  preview: { ts: HighlightedSource; js: HighlightedSource } | null;
  /** Files the demo imports relatively (CSS modules, data), by import path. */
  extraFiles: Record<string, string>;
  /** Repository path of the TS source, for "view source". */
  sourcePath: string;
  /** Scoped CSS the variant needs at run time (Tailwind utilities). */
  css?: string;
}

export interface DemoModel {
  name: string;
  options: DemoOptions;
  variants: DemoVariant[];
}
