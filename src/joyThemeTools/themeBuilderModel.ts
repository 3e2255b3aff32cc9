import type { CssVarsThemeOptions, Theme } from '@mui/joy/styles';
import { paletteScale, type PaletteScale } from './paletteScale';

/** The palette colours the builder edits: Joy's five. */
export const BUILDER_COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type BuilderColor = (typeof BUILDER_COLORS)[number];

/** The radius and font-size steps the builder edits. */
export const BUILDER_RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type BuilderRadius = (typeof BUILDER_RADII)[number];
export const BUILDER_FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type BuilderFontSize = (typeof BUILDER_FONT_SIZES)[number];

/** What the builder edits: each colour's 500 shade, radii in px, font sizes in rem. */
export interface ThemeBuilderState {
  colors: Record<BuilderColor, string>;
  radius: Record<BuilderRadius, number>;
  fontSize: Record<BuilderFontSize, number>;
}

function numberIn(value: string, unit: 'px' | 'rem'): number {
  const match = new RegExp(`^(-?[0-9.]+)${unit}$`).exec(value.trim());
  if (!match) throw new Error(`Expected a ${unit} value, got ${value}`);
  return Number(match[1]);
}

/** The builder's starting point, read from a Joy theme (the default one on the page). */
export function builderStateFrom(theme: Theme): ThemeBuilderState {
  const palette = theme.colorSchemes.light.palette;
  const colors = Object.fromEntries(BUILDER_COLORS.map((color) => [color, palette[color][500].toUpperCase()])) as Record<BuilderColor, string>;
  const radius = Object.fromEntries(BUILDER_RADII.map((key) => [key, numberIn(theme.radius[key], 'px')])) as Record<BuilderRadius, number>;
  const fontSize = Object.fromEntries(BUILDER_FONT_SIZES.map((key) => [key, numberIn(theme.fontSize[key], 'rem')])) as Record<BuilderFontSize, number>;
  return { colors, radius, fontSize };
}

/** Rounds away floating-point noise (0.1 + 0.2) so values print as people typed them. */
function tidy(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/**
 * The `extendTheme` options that turn `defaults` into `state`: only what differs. A changed colour gets a
 * whole ten-shade scale, in both colour schemes (Joy's schemes have separate palettes).
 */
export function themeOptionsFor(state: ThemeBuilderState, defaults: ThemeBuilderState): CssVarsThemeOptions {
  const palette: Partial<Record<BuilderColor, PaletteScale>> = {};
  for (const color of BUILDER_COLORS) {
    if (state.colors[color].toUpperCase() === defaults.colors[color].toUpperCase()) continue;
    const scale = paletteScale(state.colors[color]);
    if (scale) palette[color] = scale;
  }
  const radius: Partial<Record<BuilderRadius, string>> = {};
  for (const key of BUILDER_RADII) if (state.radius[key] !== defaults.radius[key]) radius[key] = `${tidy(state.radius[key])}px`;
  const fontSize: Partial<Record<BuilderFontSize, string>> = {};
  for (const key of BUILDER_FONT_SIZES) if (state.fontSize[key] !== defaults.fontSize[key]) fontSize[key] = `${tidy(state.fontSize[key])}rem`;

  const options: CssVarsThemeOptions = {};
  if (Object.keys(palette).length > 0) options.colorSchemes = { light: { palette }, dark: { palette } };
  if (Object.keys(radius).length > 0) options.radius = radius;
  if (Object.keys(fontSize).length > 0) options.fontSize = fontSize;
  return options;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function formatKey(key: string): string {
  return IDENTIFIER.test(key) || /^[0-9]+$/.test(key) ? key : `'${key}'`;
}

function formatValue(value: unknown, indent: string): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    return `{\n${entries.map(([key, child]) => `${inner}${formatKey(key)}: ${formatValue(child, inner)},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}

/** The code a reader copies: a module creating the theme with `extendTheme`. */
export function extendThemeCode(options: CssVarsThemeOptions): string {
  return [
    "import { extendTheme } from '@mui/joy/styles';",
    '',
    `const theme = extendTheme(${formatValue(options, '')});`,
    '',
    'export default theme;',
    '',
  ].join('\n');
}
