import type { CSSObject } from '@emotion/react';
import type { Breakpoint, Theme } from '@mui/material/styles';
import type {} from './cssVarsAugmentation';

const COLOR_KEYS = ['main', 'light', 'dark', 'contrastText', 'mainChannel'] as const;

/** The palette variables the shell's styles use, by section (`divider` is one variable). */
export const SHELL_PALETTE_KEYS = {
  primary: COLOR_KEYS,
  secondary: COLOR_KEYS,
  error: COLOR_KEYS,
  warning: COLOR_KEYS,
  info: COLOR_KEYS,
  success: COLOR_KEYS,
  text: ['primary', 'secondary', 'disabled'],
  action: ['active', 'hover', 'selected', 'selectedOpacity', 'disabled', 'focus'],
  background: ['default', 'paper', 'defaultChannel'],
  common: ['black', 'white'],
} as const;

type ShellPalette = { [Section in keyof typeof SHELL_PALETTE_KEYS]: Record<(typeof SHELL_PALETTE_KEYS)[Section][number], string> } & { divider: string };

/** The type scale entries the shell's styles use. */
export const SHELL_TYPOGRAPHY_KEYS = ['fontFamily', 'fontWeightRegular', 'fontWeightMedium', 'fontWeightBold', 'h1', 'h2', 'h3', 'body1', 'body2'] as const;

/** The data part of the shell's theme, derived from the docs theme at build time (build/shellThemeData.ts). */
export interface ShellThemeData {
  /** `var(--mui-palette-…)` of each: the page's stylesheet defines them in both colour modes. */
  vars: { palette: ShellPalette };
  typography: { fontFamily: string; fontWeightRegular: number; fontWeightMedium: number; fontWeightBold: number } & Record<'h1' | 'h2' | 'h3' | 'body1' | 'body2', CSSObject>;
  breakpoints: { values: Record<Breakpoint, number> };
  zIndex: Theme['zIndex'];
  shape: { borderRadius: number };
}
