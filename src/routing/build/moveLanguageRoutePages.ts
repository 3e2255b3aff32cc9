import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../site/languages';
import { exportedFolderOf, servedFolderOf } from '../languageRoutes';

/**
 * Moves the pages of the export's language routes to where they are served: Next writes the Chinese page
 * of `/material-ui/react-button/[[...lang]]` under `material-ui/react-button/zh/`, and readers find it at
 * `zh/material-ui/react-button/` (see routing/languageRoutes). Runs first after the build, so every later
 * step sees the export as served. A page already in place (a second run) is left alone. Returns how many
 * pages moved.
 */
export function moveLanguageRoutePages(outDir: string, pathnames: readonly string[]): number {
  let moved = 0;
  for (const pathname of pathnames) {
    for (const language of LANGUAGES) {
      if (language === DEFAULT_LANGUAGE) continue;
      const from = path.join(outDir, ...exportedFolderOf(pathname, language).split('/'));
      const to = path.join(outDir, ...servedFolderOf(pathname, language).split('/'));
      const page = path.join(from, 'index.html');
      if (!fs.existsSync(page)) continue;
      if (fs.existsSync(path.join(to, 'index.html'))) throw new Error(`moveLanguageRoutePages: ${to} already holds a page; ${page} would replace it`);
      fs.mkdirSync(to, { recursive: true });
      fs.renameSync(page, path.join(to, 'index.html'));
      // The folder held only the page: pages below this one are its siblings, not its children.
      if (fs.readdirSync(from).length === 0) fs.rmdirSync(from);
      moved += 1;
    }
  }
  return moved;
}
