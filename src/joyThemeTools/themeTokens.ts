import type { Theme } from '@mui/joy/styles';

/** The two colour schemes of Joy's default theme. */
export type JoyColorScheme = 'light' | 'dark';

/** One leaf of the theme: its path (`palette.primary.500`), its value, and its CSS variable when Joy generates one. */
export interface ThemeToken {
  path: string;
  value: string;
  cssVariable: string | null;
}

/** Top-level theme keys that hold tokens, in the order the viewer lists them. Palette comes from the scheme. */
const SCALE_KEYS = ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'radius', 'shadow', 'zIndex', 'focus', 'typography', 'variants'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(prefix: string, value: unknown, into: Array<[string, string]>): void {
  if (typeof value === 'string' || typeof value === 'number') {
    into.push([prefix, String(value)]);
    return;
  }
  if (!isRecord(value)) return; // functions (spacing, getCssVar) and empty values are not tokens
  for (const [key, child] of Object.entries(value)) collect(prefix ? `${prefix}.${key}` : key, child, into);
}

/**
 * Every token of a Joy theme as seen in one colour scheme: the scheme's palette and shadow parts, then the
 * scales shared by both schemes, breakpoints and the spacing unit. CSS variable names are the ones the theme
 * itself generates (`theme.generateCssVars`), never guessed.
 */
export function themeTokens(theme: Theme, scheme: JoyColorScheme): ThemeToken[] {
  const pairs: Array<[string, string]> = [];
  const colorSystem = theme.colorSchemes[scheme] as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(colorSystem)) collect(key, value, pairs);
  for (const key of SCALE_KEYS) collect(key, (theme as unknown as Record<string, unknown>)[key], pairs);
  collect('breakpoints.values', theme.breakpoints.values, pairs);
  pairs.push(['spacing(1)', theme.spacing(1)]);

  const generated = new Set([
    ...Object.keys(theme.generateCssVars().css),
    ...Object.keys(theme.generateCssVars(scheme).css),
  ]);
  const prefix = theme.cssVarPrefix ? `--${theme.cssVarPrefix}-` : '--';
  return pairs.map(([path, value]) => {
    const name = `${prefix}${path.split('.').join('-')}`;
    return { path, value, cssVariable: generated.has(name) ? name : null };
  });
}

/**
 * The tokens matching a search: every word of the query must appear in the path, the value or the
 * variable name (case-insensitive). An empty query keeps everything.
 */
export function filterTokens(tokens: readonly ThemeToken[], query: string): ThemeToken[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [...tokens];
  return tokens.filter((token) => {
    const haystack = `${token.path} ${token.value} ${token.cssVariable ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

const PLAIN_COLOR = /^(#[0-9a-f]{3,8}|(rgba?|hsla?)\([^()]*\))$/i;
const VAR_FALLBACK_COLOR = /,\s*(#[0-9a-f]{3,8})\)+$/i;

/** The colour a token shows, for a swatch: a plain colour, or the last fallback of a `var(…, #hex)` chain. */
export function swatchColor(value: string): string | null {
  const trimmed = value.trim();
  if (PLAIN_COLOR.test(trimmed)) return trimmed;
  const fallback = VAR_FALLBACK_COLOR.exec(trimmed);
  return fallback?.[1] ?? null;
}
