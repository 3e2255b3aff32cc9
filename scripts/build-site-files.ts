// Runs after `next build`: the pages of the library folders (`/material-ui/` → its overview), sitemap.xml,
// robots.txt, llms.txt files, the Markdown twin of every page and the search index (built from the same
// pass over the pages).
import path from 'node:path';
import { SearchIndexBuilder } from '../src/search/build/searchIndexBuilder';
import { writeSiteFiles } from '../src/seo/build/writeSiteFiles';
import { parseSiteSettings } from '../src/site/settings';
import { siteUrlWarning } from '../src/site/siteUrlWarning';
import { sectionRootPages, writeSectionRootPages } from '../src/routing/build/sectionRootPages';
import { PRODUCTS } from '../src/site/products';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? 'out');

async function main(): Promise<void> {
  let started = Date.now();
  const { siteUrl } = parseSiteSettings(process.env);
  const roots = writeSectionRootPages(outDir, sectionRootPages(PRODUCTS, siteUrl));
  console.log(`site files: ${roots.length} library folders lead to their overview (${roots.map((root) => root.urlPath).join(' ')})`);
  const search = new SearchIndexBuilder();
  const { pages, twins, loadedAgain } = await writeSiteFiles(outDir, siteUrl, (props, sectionId) => search.addDocsPage(props, sectionId));
  console.log(`site files: sitemap of ${pages} pages in 2 languages, ${twins} Markdown twins, ${loadedAgain} pages loaded again (${Date.now() - started} ms)`);
  started = Date.now();
  const reports = search.write(outDir);
  for (const report of reports) {
    const sizes = Object.entries(report.gzipBytes).map(([chunk, bytes]) => `${chunk} ${(bytes / 1024).toFixed(1)} KB`);
    console.log(`search index (${report.language}): ${report.records} entries; gzip ${sizes.join(', ')}`);
  }
  console.log(`search index: ${reports.length} languages written (${Date.now() - started} ms)`);
  // Once per build, last, so it is the line a reader sees when the build ends.
  const warning = siteUrlWarning(siteUrl);
  if (warning) {
    console.warn(warning);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
