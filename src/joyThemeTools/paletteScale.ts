/** Shades of a Joy palette colour, lightest first. */
export const PALETTE_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type PaletteShade = (typeof PALETTE_SHADES)[number];
export type PaletteScale = Record<PaletteShade, string>;

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a string is a `#rgb` or `#rrggbb` colour. */
export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** `#rgb`/`#rrggbb` as numbers; null for anything else. */
export function parseHex(value: string): Rgb | null {
  const hex = HEX.exec(value.trim())?.[1];
  if (!hex) return null;
  const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (start: number, end: number) => start + (end - start) * amount;
  return [channel(from[0], to[0]), channel(from[1], to[1]), channel(from[2], to[2])];
}

/** How far each shade moves from the base colour towards white (negative) or black (positive). */
const SHADE_STEPS: Record<PaletteShade, number> = {
  50: -0.94,
  100: -0.86,
  200: -0.7,
  300: -0.48,
  400: -0.24,
  500: 0,
  600: 0.16,
  700: 0.34,
  800: 0.56,
  900: 0.76,
};

/**
 * A ten-shade scale around one colour: the colour itself is the 500 shade (Joy's `solidBg`), lighter shades
 * mix it with white and darker ones with black. Returns null when the colour is not a hex colour.
 */
export function paletteScale(base: string): PaletteScale | null {
  const rgb = parseHex(base);
  if (!rgb) return null;
  const scale = {} as PaletteScale;
  for (const shade of PALETTE_SHADES) {
    const step = SHADE_STEPS[shade];
    scale[shade] = toHex(step < 0 ? mix(rgb, [255, 255, 255], -step) : mix(rgb, [0, 0, 0], step));
  }
  return scale;
}
