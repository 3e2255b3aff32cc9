import type { PaletteColors } from '../theme/docsTheme';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** `#abc` → `#aabbcc`, lower-case; null when the text is not a hex colour. */
export function normalizeHexColor(value: string): string | null {
  const text = value.trim();
  const withHash = text.startsWith('#') ? text : `#${text}`;
  if (!isHexColor(withHash)) return null;
  const hex = withHash.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

/**
 * Palette colours from the `paletteColors` cookie: JSON like `{"primary":{"main":"#1976d2"}}`. A value
 * that does not parse, or has any other shape, gives null (the cookie is ignored).
 */
export function parsePaletteColors(raw: string | undefined): PaletteColors | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const result: PaletteColors = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key !== 'primary' && key !== 'secondary') return null;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length !== 1 || entries[0]?.[0] !== 'main' || !isHexColor(entries[0][1])) return null;
    result[key] = { main: entries[0][1] };
  }
  return result;
}

export function serializePaletteColors(colors: PaletteColors): string {
  return JSON.stringify(colors);
}
