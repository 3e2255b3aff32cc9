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

/** Copies the okaidia theme to `<publicDir>/static/styles/prism-okaidia.css`, creating folders; returns that path. */
export function copyPrismTheme(publicDir: string): string {
  const destination = path.join(publicDir, ...PRISM_THEME_PUBLIC_PATH.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.copyFileSync(resolvePrismTheme(), destination);
  return destination;
}
