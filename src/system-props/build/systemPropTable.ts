// The style-utility tables of the MUI System pages, read from the installed @mui/system: which sx keys
// (system properties) each group holds (its module's style function `.filterProps`), the theme key each
// reads and how its value is transformed (`styleFunctionSx/defaultSxConfig`), and an example computed by
// running the package's own `styleFunctionSx` against Material UI's default theme.
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));

/** The groups of system properties, each a module of @mui/system, in the order of the docs pages. */
export const SYSTEM_PROP_GROUPS = ['borders', 'display', 'flexbox', 'cssGrid', 'palette', 'positions', 'shadows', 'sizing', 'spacing', 'typography'] as const;
export type SystemPropGroup = (typeof SYSTEM_PROP_GROUPS)[number];

type StyleFn = ((props: object) => unknown) & { filterProps?: string[] };
type Transform = (value: unknown, userValue?: unknown) => unknown;

interface SxConfigRecord {
  cssProperty?: string | false;
  themeKey?: string;
  transform?: Transform;
  style?: StyleFn;
}

/** How a property reads its value, which decides what it accepts and the example it is shown with. */
export type ValueKind =
  | 'spacing'
  | 'border'
  | 'borderRadius'
  | 'palette'
  | 'sizing'
  | 'maxWidth'
  | 'zIndex'
  | 'shadow'
  | 'typographyToken'
  | 'typographyVariant'
  | 'print'
  | 'css';

export interface SystemPropRow {
  /** The key written in `sx` or as a system prop: `p`, `bgcolor`, `borderTop`. */
  prop: string;
  group: SystemPropGroup;
  /** The CSS properties it writes, from running it on the example value (`@media print` for displayPrint). */
  cssProperties: string[];
  /** The path in the theme it reads values from (`palette`, `spacing`…), null for plain CSS values. */
  themeKey: string | null;
  kind: ValueKind;
  /** What the value may be, in words. */
  accepts: string;
  /** An `sx` value and the CSS it gives with Material UI's default theme; null for plain CSS properties. */
  example: { input: string; output: string } | null;
}

/** What each kind of value accepts, and the example value it is shown with (null: passed through as CSS). */
const KINDS: Record<ValueKind, { accepts: string; sample: unknown }> = {
  spacing: { accepts: 'A number, multiplied by `theme.spacing` (8px by default; negative numbers for margins), or any CSS length string.', sample: 2 },
  border: { accepts: 'A number of pixels for a solid border in the current color (`1` → `1px solid`), or a full CSS border string.', sample: 1 },
  borderRadius: { accepts: 'A number, multiplied by `theme.shape.borderRadius` (4px by default), or a CSS length string.', sample: 2 },
  palette: { accepts: 'A theme palette path (`primary.main`, `text.secondary`, `grey.200`…) or any CSS color.', sample: 'primary.main' },
  sizing: { accepts: 'A number from 0 to 1 as a percentage (`0.5` → `50%`), a larger number as pixels, or any CSS length string.', sample: 0.5 },
  maxWidth: { accepts: 'A breakpoint key (`sm`, `md`…) for that breakpoint\'s width, a number from 0 to 1 as a percentage, a larger number as pixels, or a CSS length string.', sample: 'sm' },
  zIndex: { accepts: 'A key of `theme.zIndex` (`appBar`, `modal`, `tooltip`…) or a number.', sample: 'appBar' },
  shadow: { accepts: 'An index of `theme.shadows` (0 to 24 in Material UI) or a CSS box-shadow string.', sample: 2 },
  typographyToken: { accepts: 'A key of `theme.typography` holding a value (`fontWeightBold`, `fontFamily`…) or any CSS value.', sample: null },
  typographyVariant: { accepts: 'A typography variant of the theme (`h1` … `body2`, `caption`, `overline`…), which applies its whole style.', sample: 'body2' },
  print: { accepts: 'A CSS display value applied only when the page is printed.', sample: 'none' },
  css: { accepts: 'Any value of the CSS property; no theme lookup.', sample: null },
};

/** The typography tokens shown as examples: a key of `theme.typography` that holds a value. */
const TYPOGRAPHY_SAMPLES: Record<string, string> = {
  fontFamily: 'fontFamily',
  fontSize: 'fontSize',
  fontWeight: 'fontWeightBold',
};

function load<T>(request: string): T {
  return requireFromRoot(request) as T;
}

/** The package's sx configuration: every system property and how it is resolved. */
export function defaultSxConfig(): Record<string, SxConfigRecord> {
  return load<{ default: Record<string, SxConfigRecord> }>('@mui/system/styleFunctionSx/defaultSxConfig').default;
}

/** The properties a group's style function handles, in the package's order. */
export function groupProps(group: SystemPropGroup): string[] {
  return [...(load<{ default: StyleFn }>(`@mui/system/${group}`).default.filterProps ?? [])];
}

function kindOf(prop: string, record: SxConfigRecord): ValueKind {
  const spacing = load<Record<string, unknown>>('@mui/system/spacing');
  const cssGrid = load<Record<string, unknown>>('@mui/system/cssGrid');
  const borders = load<Record<string, unknown>>('@mui/system/borders');
  const sizing = load<Record<string, unknown>>('@mui/system/sizing');
  if (record.style && [spacing.padding, spacing.margin, cssGrid.gap, cssGrid.rowGap, cssGrid.columnGap].includes(record.style)) return 'spacing';
  if (record.style && record.style === borders.borderRadius) return 'borderRadius';
  if (record.style && record.style === sizing.maxWidth) return 'maxWidth';
  if (record.transform && record.transform === borders.borderTransform) return 'border';
  if (record.transform && record.transform === sizing.sizingTransform) return 'sizing';
  if (record.themeKey === 'palette') return 'palette';
  if (record.themeKey === 'zIndex') return 'zIndex';
  if (record.themeKey === 'shadows') return 'shadow';
  if (record.themeKey === 'typography') return record.cssProperty === false ? 'typographyVariant' : 'typographyToken';
  if (record.cssProperty === false && prop === 'displayPrint') return 'print';
  if (record.style || record.transform || record.themeKey) {
    throw new Error(`@mui/system's sx property "${prop}" resolves its value in a way the docs do not describe yet: add a kind for it in systemPropTable.ts.`);
  }
  return 'css';
}

function themeKeyOf(kind: ValueKind, record: SxConfigRecord): string | null {
  if (kind === 'spacing') return 'spacing';
  if (kind === 'maxWidth') return 'breakpoints.values';
  return record.themeKey ?? null;
}

let exampleTheme: object | null = null;

function runSx(prop: string, value: unknown): Record<string, unknown> {
  exampleTheme ??= load<{ createTheme: () => object }>('@mui/material/styles').createTheme();
  const styleFunctionSx = load<{ default: (props: object) => Record<string, unknown> }>('@mui/system/styleFunctionSx').default;
  return styleFunctionSx({ sx: { [prop]: value }, theme: exampleTheme });
}

function cssText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .map(([key, value]) =>
      value !== null && typeof value === 'object'
        ? `${key} { ${cssText(value as Record<string, unknown>)} }`
        : `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${typeof value === 'number' && !/^(fontWeight|zIndex|lineHeight|flex|order)/.test(key) ? `${value}px` : String(value)};`,
    )
    .join(' ');
}

function cssNames(style: Record<string, unknown>): string[] {
  return Object.keys(style).map((key) => (key.startsWith('@') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)));
}

/** The rows of one group, in the package's order. */
export function systemPropRows(group: SystemPropGroup): SystemPropRow[] {
  const config = defaultSxConfig();
  return groupProps(group).map((prop) => {
    const record = config[prop];
    if (!record) throw new Error(`@mui/system's ${group} module handles "${prop}", which defaultSxConfig does not list.`);
    const kind = kindOf(prop, record);
    const sample = kind === 'typographyToken' ? (TYPOGRAPHY_SAMPLES[prop] ?? null) : KINDS[kind].sample;
    const output = sample === null ? null : runSx(prop, sample);
    const written = output ?? runSx(prop, 'inherit');
    return {
      prop,
      group,
      cssProperties: cssNames(written),
      themeKey: themeKeyOf(kind, record),
      kind,
      accepts: KINDS[kind].accepts,
      example: output ? { input: `${prop}: ${JSON.stringify(sample).replace(/"/g, "'")}`, output: cssText(output) } : null,
    };
  });
}

/** Every group's rows, for the Properties page. */
export function allSystemPropRows(): SystemPropRow[] {
  return SYSTEM_PROP_GROUPS.flatMap((group) => systemPropRows(group));
}
