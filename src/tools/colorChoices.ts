import * as colors from '@mui/material/colors';

/** The palettes of @mui/material/colors a reader can pick from, and their shades. */
export const HUES = [
  'red', 'pink', 'purple', 'deepPurple', 'indigo', 'blue', 'lightBlue', 'cyan', 'teal', 'green',
  'lightGreen', 'lime', 'yellow', 'amber', 'orange', 'deepOrange', 'brown', 'grey', 'blueGrey',
] as const;
export type Hue = (typeof HUES)[number];

export function shadesOf(hue: Hue): string[] {
  return Object.keys(colors[hue]);
}

export function colorOf(hue: Hue, shade: string): string | null {
  const palette = colors[hue] as Record<string, string>;
  return palette[shade] ?? null;
}
