/**
 * What a page says about a playground, in its Markdown (`{{"playground": "Button", …}}`) or its front matter
 * (`playground: Button`, or an inline object with the same options). Shapes only: whether the component and
 * its props exist is checked against the API data when the page is built (build/derivePlayground.ts).
 */

/** A value a page may give a prop: what the controls themselves produce. */
export type PlaygroundValue = string | number | boolean;

/**
 * A fixed prop's value: a control's kind of value, a list of them (an Autocomplete's `options`), or an object
 * of them, nested at most twice. That names a part the component's own props cannot reach, such as
 * `inputProps: { aria-label: … }` or `slotProps: { input: { aria-label: … } }`.
 */
export type PlaygroundFixedValue = PlaygroundValue | PlaygroundValue[] | { [key: string]: PlaygroundFixedValue };

/** How long a list a fixed value may be. */
const FIXED_LIST_MAX = 20;

/** How long a playground's sample markup may be. */
export const MARKUP_MAX = 2000;

/** How deep a fixed value's objects may nest: `slotProps` → slot → attribute. */
const FIXED_DEPTH = 2;

export interface PlaygroundOptions {
  /** `Button` (in the page's library) or `@mui/joy/Button` (any page). */
  component: string;
  /** The props to show, in this order; all the controllable ones when absent. */
  props?: string[];
  /** Sample children: text, or several items (each a plain element with that text). */
  children?: string | string[];
  /**
   * Sample children as JSX made of the library's parts and plain HTML elements, for components whose
   * children have a structure (Tabs of a TabList and TabPanels, a Stepper of Steps with labels). Props take
   * texts, numbers, true or false, and objects of those; no code.
   */
  markup?: string;
  /** Props always passed, with these values (shown in the code, no control). */
  fixed?: Record<string, PlaygroundFixedValue>;
  /** First values of props the API cannot give a control (a node, say): a text, number or switch control starting there. */
  samples?: Record<string, PlaygroundValue>;
  /**
   * What each sample item is, for components made of parts (Tabs of Tab, a group of buttons): a component of
   * the same library, the prop that takes the item's text (its children when absent) and whether the text
   * is also each item's `value`.
   */
  item?: PlaygroundItemOptions;
  /**
   * The component is an overlay (a dialog, a drawer, a snackbar, a popover): its `open` prop is a switch that
   * starts off, the preview has a button that opens it, and the component's own way of closing (the prop
   * named by `close`, such as `onClose`) turns the switch off again. `anchor` names the prop that takes the
   * element it is anchored to (the preview's button). `contain` (true unless false) keeps it inside the
   * preview: it is portalled into the preview (its `container`) and `position: fixed` is relative to it.
   */
  overlay?: PlaygroundOverlayOptions;
  /**
   * Render props, each as one element of the library in JSX that receives the function's argument spread
   * first: `renders: { renderInput: '<TextField label="Movie" />' }` passes
   * `renderInput={(params) => <TextField {...params} label="Movie" />}`.
   */
  renders?: Record<string, string>;
}

export interface PlaygroundOverlayOptions {
  close?: string;
  anchor?: string;
  contain?: boolean;
}

export interface PlaygroundItemOptions {
  component: string;
  prop?: string;
  value?: boolean;
}

const OPTION_HELP: Record<keyof PlaygroundOptions, string> = {
  component: 'a component name such as "Button", or "@mui/joy/Button"',
  props: 'a list of prop names, in the order to show them',
  children: 'a text, or a list of texts (one sample item each)',
  markup: `JSX of the sample children, up to ${MARKUP_MAX} characters: the library's components and plain HTML elements, with texts, numbers, true, false or objects of those as props`,
  fixed: 'an object of prop names and values (text, number, true or false, or an object of those, such as inputProps: { aria-label: Name })',
  samples: 'an object of prop names and first values (text, number, true or false)',
  item: 'an object: component (the component of each sample item), prop (the prop that takes its text), value (true to pass the text as its value too)',
  renders: 'an object of render prop names and one element each, as JSX in single quotes, which receives the function\'s argument (renderInput: \'<TextField label="Movie" />\')',
  overlay: 'true, or an object: close (the prop that closes it, such as onClose), anchor (the prop that takes the element it is anchored to, such as anchorEl), contain (false to let it cover the page)',
};

/** The options and what each takes, for messages. */
export const PLAYGROUND_OPTIONS_HELP = Object.entries(OPTION_HELP)
  .map(([key, help]) => `${key} (${help})`)
  .join(', ');

const COMPONENT_NAME = /^(@mui\/[a-z-]+\/)?[A-Z][A-Za-z0-9]*$/;
const PROP_NAME = /^[A-Za-z][A-Za-z0-9]*(-[a-z]+)*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isValue = (value: unknown): value is PlaygroundValue =>
  (typeof value === 'string' && value.length <= 200) || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

function propValues(key: 'samples', value: unknown): Record<string, PlaygroundValue> {
  if (!isRecord(value)) throw new Error(`The playground option "${key}" takes ${OPTION_HELP[key]}.`);
  for (const [prop, propValue] of Object.entries(value)) {
    if (!PROP_NAME.test(prop)) throw new Error(`"${prop}" in the playground option "${key}" is not a prop name.`);
    if (!isValue(propValue)) throw new Error(`The value of "${prop}" in "${key}" is ${JSON.stringify(propValue)}; it takes a text, a number, true or false.`);
  }
  return value as Record<string, PlaygroundValue>;
}

/** Checks a fixed value (`where` names it in messages: `inputProps.aria-label`). */
function checkFixedValue(where: string, value: unknown, depth: number): void {
  if (isValue(value)) return;
  if (Array.isArray(value) && depth === 0) {
    if (value.length === 0 || value.length > FIXED_LIST_MAX || !value.every(isValue)) {
      throw new Error(`The list "${where}" in "fixed" takes 1 to ${FIXED_LIST_MAX} texts, numbers, true or false.`);
    }
    return;
  }
  if (!isRecord(value) || depth >= FIXED_DEPTH) {
    throw new Error(`The value of "${where}" in "fixed" is ${JSON.stringify(value)}; it takes a text, a number, true or false${depth < FIXED_DEPTH ? ', or an object of those' : ''}.`);
  }
  if (Object.keys(value).length === 0) throw new Error(`"${where}" in "fixed" is an empty object.`);
  for (const [name, inner] of Object.entries(value)) {
    if (!PROP_NAME.test(name)) throw new Error(`"${name}" in "${where}" of the playground option "fixed" is not a prop name.`);
    checkFixedValue(`${where}.${name}`, inner, depth + 1);
  }
}

function fixedValues(value: unknown): Record<string, PlaygroundFixedValue> {
  if (!isRecord(value)) throw new Error(`The playground option "fixed" takes ${OPTION_HELP.fixed}.`);
  for (const [prop, propValue] of Object.entries(value)) {
    if (!PROP_NAME.test(prop)) throw new Error(`"${prop}" in the playground option "fixed" is not a prop name.`);
    checkFixedValue(prop, propValue, 0);
  }
  return value as Record<string, PlaygroundFixedValue>;
}

function itemOptions(value: unknown): PlaygroundItemOptions {
  const record = typeof value === 'string' ? { component: value } : value;
  if (!isRecord(record)) throw new Error(`The playground option "item" takes ${OPTION_HELP.item}.`);
  const item: PlaygroundItemOptions = { component: '' };
  for (const [key, field] of Object.entries(record)) {
    if (key === 'component' && typeof field === 'string' && COMPONENT_NAME.test(field)) item.component = field;
    else if (key === 'prop' && typeof field === 'string' && PROP_NAME.test(field)) item.prop = field;
    else if (key === 'value' && typeof field === 'boolean') item.value = field;
    else throw new Error(`"${key}: ${JSON.stringify(field)}" is not something the playground option "item" takes: ${OPTION_HELP.item}.`);
  }
  if (!item.component) throw new Error('The playground option "item" needs its "component".');
  return item;
}

function overlayOptions(value: unknown): PlaygroundOverlayOptions {
  if (value === true) return {};
  if (!isRecord(value)) throw new Error(`The playground option "overlay" takes ${OPTION_HELP.overlay}.`);
  const overlay: PlaygroundOverlayOptions = {};
  for (const [key, field] of Object.entries(value)) {
    if ((key === 'close' || key === 'anchor') && typeof field === 'string' && PROP_NAME.test(field)) overlay[key] = field;
    else if (key === 'contain' && typeof field === 'boolean') overlay.contain = field;
    else throw new Error(`"${key}: ${JSON.stringify(field)}" is not something the playground option "overlay" takes: ${OPTION_HELP.overlay}.`);
  }
  if (overlay.close && !/^on[A-Z]/.test(overlay.close)) throw new Error(`The overlay's "close" names a handler prop such as onClose, not "${overlay.close}".`);
  return overlay;
}

/**
 * Checks the shape of a playground's options (a string is the component alone). Throws a message saying
 * what is wrong for anything else.
 */
export function readPlaygroundOptions(data: unknown): PlaygroundOptions {
  const record = typeof data === 'string' ? { component: data } : data;
  if (!isRecord(record)) throw new Error(`A playground takes a component name or an object of options: ${PLAYGROUND_OPTIONS_HELP}.`);
  const options: PlaygroundOptions = { component: '' };
  for (const [key, value] of Object.entries(record)) {
    if (!(key in OPTION_HELP)) throw new Error(`Unknown playground option "${key}".`);
    if (key === 'component') {
      if (typeof value !== 'string' || !COMPONENT_NAME.test(value)) throw new Error(`The playground option "component" is ${JSON.stringify(value)}; it takes ${OPTION_HELP.component}.`);
      options.component = value;
    } else if (key === 'props') {
      if (!Array.isArray(value) || value.length === 0 || !value.every((name) => typeof name === 'string' && PROP_NAME.test(name))) {
        throw new Error(`The playground option "props" takes ${OPTION_HELP.props}.`);
      }
      const repeated = value.find((name, index) => value.indexOf(name) !== index);
      if (repeated) throw new Error(`The prop "${repeated}" is named twice in "props".`);
      options.props = value as string[];
    } else if (key === 'item') {
      options.item = itemOptions(value);
    } else if (key === 'overlay') {
      options.overlay = overlayOptions(value);
    } else if (key === 'renders') {
      if (!isRecord(value) || Object.keys(value).length === 0) throw new Error(`The playground option "renders" takes ${OPTION_HELP.renders}.`);
      for (const [prop, element] of Object.entries(value)) {
        if (!/^render[A-Z]\w*$/.test(prop)) throw new Error(`"${prop}" in the playground option "renders" is not a render prop (renderInput, renderOption…).`);
        if (typeof element !== 'string' || !element.trim().startsWith('<') || element.length > MARKUP_MAX) throw new Error(`The value of "${prop}" in "renders" takes one element as JSX, such as '<TextField label="Movie" />'.`);
      }
      options.renders = Object.fromEntries(Object.entries(value as Record<string, string>).map(([prop, element]) => [prop, element.trim()]));
    } else if (key === 'children') {
      const ok = (typeof value === 'string' && value.length <= 200) || (Array.isArray(value) && value.length > 0 && value.length <= 12 && value.every((item) => typeof item === 'string' && item.length <= 80));
      if (!ok) throw new Error(`The playground option "children" takes ${OPTION_HELP.children}.`);
      options.children = value as string | string[];
    } else if (key === 'markup') {
      if (typeof value !== 'string' || !value.trim().startsWith('<') || value.length > MARKUP_MAX) throw new Error(`The playground option "markup" takes ${OPTION_HELP.markup}.`);
      options.markup = value.trim();
    } else if (key === 'fixed') {
      options.fixed = fixedValues(value);
    } else {
      options.samples = propValues('samples', value);
    }
  }
  if (!options.component) throw new Error('A playground needs its "component".');
  if (options.item && !Array.isArray(options.children)) throw new Error('The playground option "item" needs "children" as a list of texts, one per item.');
  if (options.markup && options.children !== undefined) throw new Error('A playground takes its sample children from "markup" or from "children", not both.');
  const both = Object.keys(options.fixed ?? {}).find((prop) => options.samples && prop in options.samples);
  if (both) throw new Error(`The prop "${both}" is both fixed and sampled: give it one of the two.`);
  const fixedShown = Object.keys(options.fixed ?? {}).find((prop) => options.props?.includes(prop));
  if (fixedShown) throw new Error(`The prop "${fixedShown}" is fixed, so it cannot also be in "props".`);
  if (options.overlay) {
    const bound = ['open', options.overlay.close, options.overlay.anchor].find((prop) => prop && (prop in (options.fixed ?? {}) || prop in (options.samples ?? {})));
    if (bound) throw new Error(`The prop "${bound}" belongs to the overlay's preview (it opens, closes or anchors it): it cannot be fixed or sampled.`);
  }
  return options;
}
