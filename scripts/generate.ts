// Generates what the build derives from the sources and the installed packages: routes of pages with
// demos, the Prism theme, and the API reference data (cached until a package or the extractor changes).
import path from 'node:path';
import { currentApiDocs } from '../src/api-reference/build/currentApiDocs';
import { copyMaterialIconsFont } from '../src/blocks/build/materialIconsFont';
import { copyPrismTheme } from '../src/blocks/build/prismTheme';
import { pruneDerivationCache } from '../src/blocks/build/derivationCache';
import { writeDemoRoutes } from '../src/docsPage/build/writeDemoRoutes';
import { ensureDevRevisionTrigger, removeDevRevision } from '../src/devLoop/build/devRevision';
import { writeShellIcons } from '../src/icons/build/iconPaths';
import { writeMaterialLocales } from '../src/i18n/build/materialLocales';
import { writeEnglishWordings } from '../src/i18n/build/englishWordings';
import { writeMaterialIconIndex } from '../src/tools/build/materialIconIndex';
import { writeWebFonts } from '../src/theme/build/webFonts';
import { writeShellThemeData } from '../src/theme/build/shellThemeData';
import { writeErrorCodes } from '../src/productionError/build/extractErrorCodes';
import { writeWebManifest } from '../src/seo/build/webManifest';

const root = path.resolve(__dirname, '..');
// `--export` (the build's): one route per page with demos for every language; otherwise a route per
// language, as the dev server needs them (see src/routing/languageRoutes.ts).
const routeLayout = process.argv.includes('--export') ? 'one-per-page' : 'per-language';
// The API data first: the playground entries of the routes name the components it documents.
let started = Date.now();
const api = currentApiDocs();
console.log(
  api.fromCache
    ? `generate: API data for ${api.docs.length} pages is up to date (${Date.now() - started} ms)`
    : `generate: API data extracted for ${api.docs.length} pages in ${Date.now() - started} ms`,
);

started = Date.now();
const routes = writeDemoRoutes(root, routeLayout);
removeDevRevision(root); // `npm run dev` starts from zero; a build ships none
ensureDevRevisionTrigger(root);
copyPrismTheme(path.join(root, 'public'));
writeShellIcons(root);
writeShellThemeData(root);
writeMaterialLocales(root);
writeEnglishWordings(root);
writeWebFonts(root);
copyMaterialIconsFont(root);
writeWebManifest(path.join(root, 'public'));
const errorCodes = writeErrorCodes(root, path.join(root, 'public'));
pruneDerivationCache(); // derivations by code or packages no longer current
console.log(`generate: ${routes.length} demo page routes (${routeLayout}), Prism theme, web fonts, Material Icons font, shell icons, the shell's theme, component locales and English strings written, ${errorCodes} error codes (${Date.now() - started} ms)`);

started = Date.now();
const icons = writeMaterialIconIndex(root);
console.log(`generate: ${icons} Material Icons indexed for the gallery (${Date.now() - started} ms)`);

