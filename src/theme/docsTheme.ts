import { experimental_extendTheme as extendTheme } from '@mui/material/styles';
import { highDensityComponents } from './denseComponents';
import { BORDER_RADIUS, DEFAULT_SPACING } from '../site/constants';
import { docsPalette } from './palette';
import { FONT_FAMILY } from './fonts';

export { FONT_FAMILY, MONOSPACE_FONT_FAMILY } from './fonts';
export { highDensityComponents } from './denseComponents';

export type Direction = 'ltr' | 'rtl';

/** Primary and secondary colours a reader picked in the colour tool (main shade only). */
export interface PaletteColors {
  primary?: { main: string };
  secondary?: { main: string };
}

export interface DocsThemeOptions {
  direction?: Direction;
  dense?: boolean;
  spacing?: number;
  paletteColors?: PaletteColors;
}


function withPaletteColors<T extends object>(base: T, colors: PaletteColors | undefined): T {
  if (!colors) return base;
  return {
    ...base,
    ...(colors.primary ? { primary: { main: colors.primary.main } } : {}),
    ...(colors.secondary ? { secondary: { main: colors.secondary.main } } : {}),
  };
}

/**
 * The docs' own theme: CSS variables for both colour modes, so a server-rendered page is styled in
 * the reader's mode before any script runs. Radius 12, spacing 8 unless the density tool changes it.
 */
export function createDocsTheme(options: DocsThemeOptions = {}) {
  const { direction = 'ltr', dense = false, spacing = DEFAULT_SPACING, paletteColors } = options;
  return extendTheme({
    direction,
    spacing,
    shape: { borderRadius: BORDER_RADIUS },
    colorSchemes: {
      light: { palette: withPaletteColors({ ...docsPalette.light }, paletteColors) },
      dark: { palette: withPaletteColors({ ...docsPalette.dark }, paletteColors) },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: 'clamp(1.875rem, 1.4rem + 1.5vw, 2.5rem)', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: { defaultProps: { enableColorScheme: true } },
      MuiButtonBase: { defaultProps: { disableTouchRipple: true } },
      MuiTooltip: { defaultProps: { arrow: true } },
      ...(dense ? highDensityComponents : {}),
    },
  });
}

export type DocsTheme = ReturnType<typeof createDocsTheme>;
