import { describe, expect, it } from 'vitest';
import { PALETTE_SHADES, isHexColor, paletteScale, parseHex } from './paletteScale';

function lightness(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(hex);
  return rgb[0] + rgb[1] + rgb[2];
}

describe('paletteScale', () => {
  it('keeps the colour as the 500 shade and orders the shades from light to dark', () => {
    const scale = paletteScale('#7c3aed');
    expect(scale).not.toBeNull();
    expect(scale!['500']).toBe('#7C3AED');
    const values = PALETTE_SHADES.map((shade) => lightness(scale![shade]));
    for (let index = 1; index < values.length; index += 1) expect(values[index]).toBeLessThan(values[index - 1] ?? 0);
    expect(lightness(scale!['50'])).toBeGreaterThan(700);
    expect(lightness(scale!['900'])).toBeLessThan(150);
  });

  it('accepts short hex and refuses anything else', () => {
    expect(paletteScale('#f00')?.['500']).toBe('#FF0000');
    expect(paletteScale('red')).toBeNull();
    expect(paletteScale('#12345')).toBeNull();
    expect(isHexColor(' #ABCDEF ')).toBe(true);
    expect(isHexColor('url(javascript:1)')).toBe(false);
  });
});
