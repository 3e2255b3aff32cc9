import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies the Material Icons font from @fontsource/material-icons into public/static/fonts/ with a
 * stylesheet declaring it and the `.material-icons` class, for pages that load it (MaterialIconsFont).
 */
export function copyMaterialIconsFont(rootDir: string): string {
  const source = path.join(rootDir, 'node_modules', '@fontsource', 'material-icons', 'files');
  const target = path.join(rootDir, 'public', 'static', 'fonts');
  fs.mkdirSync(target, { recursive: true });
  for (const ext of ['woff2', 'woff']) {
    fs.copyFileSync(path.join(source, `material-icons-latin-400-normal.${ext}`), path.join(target, `material-icons.${ext}`));
  }
  const css = `@font-face{font-family:'Material Icons';font-style:normal;font-weight:400;font-display:block;src:url(/static/fonts/material-icons.woff2) format('woff2'),url(/static/fonts/material-icons.woff) format('woff')}
.material-icons{font-family:'Material Icons';font-weight:normal;font-style:normal;font-size:24px;line-height:1;letter-spacing:normal;text-transform:none;display:inline-block;white-space:nowrap;word-wrap:normal;direction:ltr;-webkit-font-feature-settings:'liga';font-feature-settings:'liga';-webkit-font-smoothing:antialiased}
`;
  const file = path.join(target, 'material-icons.css');
  fs.writeFileSync(file, css);
  return file;
}
