/** Where the self-hosted fonts are served (copied there by src/theme/build/webFonts.ts). */
export const FONTS_PUBLIC_DIR = '/static/fonts';

/** The UI font's faces that every first screen paints (body, navigation, buttons, headings): preloaded on every page. */
export const UI_FONT_PRELOADS: readonly string[] = [400, 500, 600, 700].map((weight) => `${FONTS_PUBLIC_DIR}/ibm-plex-sans-latin-${weight}-normal.woff2`);

/** The code font's face: preloaded on pages that show code. */
export const CODE_FONT_PRELOAD = `${FONTS_PUBLIC_DIR}/jetbrains-mono-latin-400-normal.woff2`;
