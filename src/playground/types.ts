import type { PlaygroundFixedValue, PlaygroundValue } from './playgroundOptions';

export type { PlaygroundFixedValue, PlaygroundValue } from './playgroundOptions';

/** Whose look the preview has: Material UI's demo theme (Material UI, MUI System), Joy's, or Base UI's unstyled parts with our small stylesheet. */
export type PlaygroundLibrary = 'material' | 'joy' | 'base';

/** A control of the panel, derived at build time from the prop's declared type and default. */
export type PlaygroundControl =
  | { kind: 'select' | 'toggle'; prop: string; options: PlaygroundValue[]; default: PlaygroundValue | null; initial: PlaygroundValue | null }
  | { kind: 'switch'; prop: string; default: boolean; initial: boolean }
  | { kind: 'number'; prop: string; default: number | null; initial: number | null }
  | { kind: 'text'; prop: string; default: string | null; initial: string | null };

/** Everything a playground renders, computed at build time (the page model's `playground` block). */
export interface PlaygroundModel {
  /** Unique on the page: the anchor and the label's prefix. */
  id: string;
  /** The component's name as exported: `Button`. */
  name: string;
  /** Key of the component in the page's playground entry: `@mui/material/Button`. */
  key: string;
  library: PlaygroundLibrary;
  /** The import line shown in the code: `import Button from '@mui/material/Button';`. */
  importLine: string;
  controls: PlaygroundControl[];
  /** Props always passed, shown in the code. */
  fixed: Record<string, PlaygroundFixedValue>;
  /** Sample children: text (which may also have a control, `children`), or sample items. */
  children: string | string[] | null;
  /** The component of each sample item (plain elements when null): `Tab` with its text as `label`. */
  item: PlaygroundItem | null;
  /** Sample children made of the library's parts (the page's `markup`), instead of `children`. */
  markup: PlaygroundNode[] | null;
  /** The import lines of the parts in `markup`, after the component's own. */
  partImports: string[];
  /** Render props, each an element that receives the function's argument spread first (`renderInput`). */
  renders: Record<string, PlaygroundElement>;
  /** How the preview opens, closes and holds an overlay; null for other components. */
  overlay: PlaygroundOverlay | null;
  /** The code of the first state, and its highlighted HTML (the server shows it before the playground loads). */
  initialCode: string;
  initialCodeHtml: string;
}

/**
 * An overlay's playground: `open` is a switch starting off; the preview's button opens it (and is its anchor),
 * and the component's close handler turns it off.
 */
export interface PlaygroundOverlay {
  /** The handler prop the component calls to close (`onClose`), or null when only the switch closes it. */
  close: string | null;
  /** The prop that takes the element it is anchored to (`anchorEl`, `anchor`), or null. */
  anchor: string | null;
  /** Kept inside the preview: the preview is the containing block of its fixed layers. */
  contain: boolean;
  /** Portalled into the preview through its `container` prop (contained components that have one). */
  container: boolean;
}

export interface PlaygroundItem {
  name: string;
  /** Key of the component in the page's playground entry: `@mui/material/Tab`. */
  key: string;
  importLine: string;
  /** The prop that takes the item's text; null for its children. */
  prop: string | null;
  /** The item's text is its `value` too. */
  value: boolean;
}

/**
 * A node of a playground's sample markup: text, or an element, either one of the library's components
 * (`key` names it in the page's playground entry: `@mui/joy/Tab`) or a plain HTML element (`key` null).
 */
export type PlaygroundNode = string | PlaygroundElement;

export interface PlaygroundElement {
  name: string;
  key: string | null;
  props: Record<string, PlaygroundFixedValue>;
  children: PlaygroundNode[];
}

/** The value of each prop with a control; null is "not passed". */
export type PlaygroundState = Record<string, PlaygroundValue | null>;

export function initialState(controls: readonly PlaygroundControl[]): PlaygroundState {
  return Object.fromEntries(controls.map((control) => [control.prop, control.initial]));
}
