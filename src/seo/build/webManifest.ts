import fs from 'node:fs';
import path from 'node:path';
import { THEME_COLOR_BY_MODE } from '../../site/constants';
import { renderIconPng } from './pngIcon';

export const ICON_SIZES = [180, 192, 512] as const;

/** The web app manifest of the site. */
export function webManifest() {
  return {
    name: 'MUI docs',
    short_name: 'MUI docs',
    description: 'Guides, live demos and API reference for Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR_BY_MODE.light,
    theme_color: '#0b6bcb',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...ICON_SIZES.filter((size) => size !== 180).map((size) => ({ src: `/static/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
    ],
  };
}

/** Writes the manifest and the PNG icons into public/. */
export function writeWebManifest(publicDir: string): void {
  const iconsDir = path.join(publicDir, 'static', 'icons');
  fs.mkdirSync(iconsDir, { recursive: true });
  for (const size of ICON_SIZES) fs.writeFileSync(path.join(iconsDir, `icon-${size}.png`), renderIconPng(size));
  fs.writeFileSync(path.join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(webManifest(), null, 2)}\n`);
}
