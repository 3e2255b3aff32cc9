// Runs after `next build`: sitemap.xml, robots.txt, llms.txt files and the Markdown twin of every page.
import path from 'node:path';
import { writeSiteFiles } from '../src/seo/build/writeSiteFiles';
import { parseSiteSettings } from '../src/site/settings';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? 'out');
const started = Date.now();
writeSiteFiles(outDir, parseSiteSettings(process.env).siteUrl).then(
  ({ pages, twins }) => console.log(`site files: sitemap of ${pages} pages in 2 languages, ${twins} Markdown twins (${Date.now() - started} ms)`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
