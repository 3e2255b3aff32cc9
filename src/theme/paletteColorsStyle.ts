import { createDocsTheme, type PaletteColors } from './docsTheme';
import { docsThemeCss } from './docsThemeCss';

/** The id of the stylesheet that holds a reader's palette colours, after the page's own theme stylesheet. */
export const PALETTE_COLORS_STYLE_ID = 'docs-palette-colors';

/**
 * Applies a reader's palette colours (the colour tool, the `paletteColors` cookie) to the whole page: the
 * docs theme's variables, rebuilt with those colours, in a stylesheet after the one the server wrote. Loaded
 * only when a reader has colours of their own. Without colours, the stylesheet goes.
 */
export function applyPaletteColorsStyle(colors: PaletteColors | undefined, doc: Document = document): void {
  const existing = doc.getElementById(PALETTE_COLORS_STYLE_ID);
  if (!colors || (!colors.primary && !colors.secondary)) {
    existing?.remove();
    return;
  }
  const style = existing ?? doc.createElement('style');
  style.id = PALETTE_COLORS_STYLE_ID;
  style.textContent = docsThemeCss(createDocsTheme({ paletteColors: colors }));
  // Last in the head: same selectors as the server's stylesheet, so the later one wins.
  doc.head.appendChild(style);
}
