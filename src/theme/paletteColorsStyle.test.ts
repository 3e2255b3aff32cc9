// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPaletteColorsStyle, PALETTE_COLORS_STYLE_ID } from './paletteColorsStyle';

const sheet = () => document.getElementById(PALETTE_COLORS_STYLE_ID);

describe('a reader’s palette colours', () => {
  it('restyle the docs theme’s variables in both modes, after the page’s own sheet, and go away on reset', () => {
    const own = document.createElement('style');
    own.setAttribute('data-docs-theme', '');
    document.head.appendChild(own);
    applyPaletteColorsStyle({ primary: { main: '#7b1fa2' } });
    expect(sheet()?.textContent).toMatch(/:root,\[data-mui-color-scheme="light"\]\{[^}]*--mui-palette-primary-main:#7b1fa2;/);
    expect(sheet()?.textContent).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--mui-palette-primary-main:#7b1fa2;/);
    expect(document.head.lastElementChild).toBe(sheet());
    // A second change rewrites the one sheet.
    applyPaletteColorsStyle({ secondary: { main: '#f50057' } });
    expect(document.querySelectorAll(`#${PALETTE_COLORS_STYLE_ID}`)).toHaveLength(1);
    expect(sheet()?.textContent).toContain('--mui-palette-secondary-main:#f50057;');
    expect(sheet()?.textContent).not.toContain('--mui-palette-primary-main:#7b1fa2;');
    applyPaletteColorsStyle({});
    expect(sheet()).toBeNull();
    applyPaletteColorsStyle(undefined);
    expect(sheet()).toBeNull();
  });
});
