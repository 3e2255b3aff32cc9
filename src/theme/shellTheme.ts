import type { Breakpoint } from '@mui/material/styles';
import { SHELL_THEME_DATA } from './shellTheme.generated';
import type { ShellThemeData } from './shellThemeShape';

export type { ShellThemeData } from './shellThemeShape';

/**
 * What the docs' own interface styles itself with: the docs theme's CSS variables (the page's stylesheet
 * defines them for both colour modes, src/theme/docsThemeCss.ts), its type scale and breakpoints, and the
 * page's direction. A plain object: nothing of Material UI's theming runs in the browser for the shell.
 */
export interface ShellTheme extends Omit<ShellThemeData, 'breakpoints'> {
  direction: 'ltr' | 'rtl';
  breakpoints: {
    values: Record<Breakpoint, number>;
    /** `@media (min-width: …)` from a breakpoint on, as Material UI's `theme.breakpoints.up`. */
    up(key: Breakpoint | number): string;
    /** `@media (max-width: …)` below a breakpoint, as Material UI's `theme.breakpoints.down`. */
    down(key: Breakpoint | number): string;
  };
}

/** Material UI's breakpoint step: `down` stops a twentieth of a pixel short of the breakpoint. */
const STEP = 5;

function breakpointsOf(values: Record<Breakpoint, number>): ShellTheme['breakpoints'] {
  const width = (key: Breakpoint | number) => (typeof key === 'number' ? key : values[key]);
  return {
    values,
    up: (key) => `@media (min-width:${width(key)}px)`,
    down: (key) => `@media (max-width:${width(key) - STEP / 100}px)`,
  };
}

const breakpoints = breakpointsOf(SHELL_THEME_DATA.breakpoints.values);

const byDirection: Partial<Record<ShellTheme['direction'], ShellTheme>> = {};

/** The shell's theme for a direction (one object per direction, so a theme provider's value stays the same). */
export function shellTheme(direction: ShellTheme['direction'] = 'ltr'): ShellTheme {
  byDirection[direction] ??= { ...SHELL_THEME_DATA, breakpoints, direction };
  return byDirection[direction];
}
