// Runs after `next build` (see scripts/postbuild.ts): sitemap.xml, robots.txt, llms.txt files, the Markdown
// twin of every page and the search index (built from the same pass over the pages).
import path from 'node:path';
import { SearchIndexBuilder } from '../src/search/build/searchIndexBuilder';
import { writeSiteFiles } from '../src/seo/build/writeSiteFiles';
import { parseSiteSettings } from '../src/site/settings';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? 'out');

async function main(): Promise<void> {
  let started = Date.now();
  const { siteUrl } = parseSiteSettings(process.env);
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
