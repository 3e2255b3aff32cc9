/**
 * Facts shared by the build and the browser, written once (DESIGN B14 and the storage contract).
 */

/** Default theme spacing unit in px, and its bounds in the density tool. */
export const DEFAULT_SPACING = 8;
export const MIN_SPACING = 1;
export const MAX_SPACING = 32;

/** Border radius of the docs' own theme in px. */
export const BORDER_RADIUS = 12;

/** Lifetime of preference cookies: one year, in seconds. */
export const COOKIE_MAX_AGE_SECONDS = 31536000;

/** How long a copy button reads "Copied" before it reads "Copy" again. */
export const COPIED_LABEL_MS = 2000;

/** Width of the navigation drawer, and the viewport width from which it is permanent. */
export const NAV_DRAWER_WIDTH = 280;
export const PERMANENT_DRAWER_MIN_WIDTH = 1200;

export const COOKIE_NAMES = {
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
  paletteColors: 'paletteColors',
} as const;

export const STORAGE_KEYS = {
  colorMode: 'mui-mode',
  apiPageDefault: 'apiPage_default',
  apiPageProps: 'apiPage_props',
  apiPageSlots: 'apiPage_slots',
  apiPageCss: 'apiPage_css',
  apiPageClasses: 'apiPage_classes',
  /** npm, yarn or pnpm: the tab installation blocks show (src/blocks/install). */
  packageManager: 'packageManager',
} as const;

/** Colour of the browser UI (`<meta name="theme-color">`) per colour mode. */
export const THEME_COLOR_BY_MODE = {
  light: '#ffffff',
  dark: '#0b0d0e',
} as const;
