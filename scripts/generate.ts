// Generates what the build derives from the sources: routes of pages with demos, the Prism theme.
import path from 'node:path';
import { copyPrismTheme } from '../src/blocks/build/prismTheme';
import { writeDemoRoutes } from '../src/docsPage/build/writeDemoRoutes';

const root = path.resolve(__dirname, '..');
const started = Date.now();
const routes = writeDemoRoutes(root);
copyPrismTheme(path.join(root, 'public'));
console.log(`generate: ${routes.length} demo page routes, Prism theme copied (${Date.now() - started} ms)`);
