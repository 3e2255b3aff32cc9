import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the Prism theme is served (DESIGN B12). */
export const PRISM_THEME_PUBLIC_PATH = '/static/styles/prism-okaidia.css';

const THEME_MODULE = 'prismjs/themes/prism-okaidia.css';

/** The installed okaidia stylesheet, resolved from the project root as Node would (hoisting included). */
export function resolvePrismTheme(projectDir: string = process.cwd()): string {
  const requireFromProject = createRequire(path.join(projectDir, 'package.json'));
  return requireFromProject.resolve(THEME_MODULE);
}

/**
 * Okaidia's pink (#f92672, for tags and properties) has a contrast of 3.9:1 on its background (#272822),
 * under WCAG AA's 4.5:1; a lighter pink of the same hue reaches 5:1. Appended after the theme's rules.
 */
export const PRISM_CONTRAST_FIX = `
/* Added by the docs build: WCAG AA contrast for okaidia's pink on its background. */
.token.property,
.token.tag,
.token.constant,
.token.symbol,
.token.deleted {
	color: #fc5c8c;
}
`;

/**
 * Copies the okaidia theme, with PRISM_CONTRAST_FIX appended, to
 * `<publicDir>/static/styles/prism-okaidia.css`, creating folders; returns that path.
 */
export function copyPrismTheme(publicDir: string): string {
  const destination = path.join(publicDir, ...PRISM_THEME_PUBLIC_PATH.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.writeFileSync(destination, `${fs.readFileSync(resolvePrismTheme(), 'utf8')}${PRISM_CONTRAST_FIX}`);
  return destination;
}
