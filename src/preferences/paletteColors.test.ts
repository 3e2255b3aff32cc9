import { describe, expect, it } from 'vitest';
import { normalizeHexColor, parsePaletteColors, serializePaletteColors } from './paletteColors';

describe('parsePaletteColors', () => {
  it('accepts primary and secondary main colours', () => {
    const colors = { primary: { main: '#2e7d32' }, secondary: { main: '#f50' } };
    expect(parsePaletteColors(serializePaletteColors(colors))).toEqual(colors);
    expect(parsePaletteColors('{}')).toEqual({});
  });

  it.each([
    [undefined],
    [''],
    ['not json'],
    ['{"primary":'],
    ['null'],
    ['[1,2]'],
    ['"#fff"'],
    ['{"tertiary":{"main":"#fff"}}'],
    ['{"primary":"#fff"}'],
    ['{"primary":{"main":"red"}}'],
    ['{"primary":{"main":"#fff; background:url(x)"}}'],
    ['{"primary":{"main":"#fff","light":"#000"}}'],
    ['{"primary":{"main":"<script>"}}'],
    ['{"__proto__":{"main":"#fff"}}'],
  ])('ignores %s', (raw) => {
    expect(parsePaletteColors(raw)).toBeNull();
  });
});

describe('normalizeHexColor', () => {
  it('expands short forms, adds the hash, lower-cases', () => {
    expect(normalizeHexColor('#ABC')).toBe('#aabbcc');
    expect(normalizeHexColor('2E7D32')).toBe('#2e7d32');
    expect(normalizeHexColor(' #2e7d32 ')).toBe('#2e7d32');
  });

  it('refuses anything else', () => {
    for (const value of ['', '#', '#12', '#12345', '#1234567', '#12345z', 'red', 'rgb(0,0,0)', '<img>']) {
      expect(normalizeHexColor(value)).toBeNull();
    }
  });
});
