import fs from 'node:fs';
import path from 'node:path';
import { buildRssFeed, listBlogPosts } from '../../blog/build/posts';
import { loadDocsPage } from '../../docsPage/build/loadDocsPage';
import type { DocsPageProps } from '../../docsPage/types';
import type { NavSectionId } from '../../navigation/sections';
import { listStaticPages } from '../../docsPage/build/staticPages';
import { exportedPageFilter } from '../../site/build/exportSubset';
import { localizeHref, markdownTwinHref, pathnameToHref } from '../../routing/hrefs';
import { LANGUAGES } from '../../site/languages';
import { PRODUCTS } from '../../site/products';
import { exportedPropsReader } from './exportedPageProps';
import { markdownTwin } from './markdownTwin';
import { buildProductLlms, buildRobots, buildSiteLlms, buildSitemap, llmsPathOf, type SitePage } from './siteFiles';

function write(outDir: string, publicPath: string, text: string): void {
  const file = path.join(outDir, ...publicPath.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Called with each docs page as it is loaded, so other build steps need not load every page again. */
export type DocsPageVisitor = (props: DocsPageProps, sectionId: NavSectionId) => void;

/**
 * Writes sitemap.xml, robots.txt, llms.txt files and the Markdown twin of every docs page into the export,
 * from the props the export holds for each page (pages without them are loaded again).
 */
export async function writeSiteFiles(
  outDir: string,
  siteUrl: string,
  visitPage?: DocsPageVisitor,
): Promise<{ pages: number; twins: number; loadedAgain: number }> {
  const exported = exportedPageFilter();
  const pages = listStaticPages().filter((page) => exported(page.pathname));
  const readExported = exportedPropsReader(outDir);
  const englishPages: SitePage[] = [];
  let twins = 0;
  let loadedAgain = 0;
  for (const page of pages) {
    for (const language of LANGUAGES) {
      let props = readExported(page.pathname, language);
      if (!props) {
        props = await loadDocsPage(page.pathname, language);
        loadedAgain += 1;
      }
      visitPage?.(props, page.sectionId);
      write(outDir, localizeHref(markdownTwinHref(pathnameToHref(page.pathname)), language), markdownTwin(props));
      twins += 1;
      if (language === 'en') {
        englishPages.push({ href: pathnameToHref(page.pathname), title: props.page.title, description: props.page.description, sectionId: page.sectionId });
      }
    }
  }
  const posts = listBlogPosts();
  write(outDir, '/feed/blog/rss.xml', buildRssFeed(siteUrl, posts));
  write(outDir, '/sitemap.xml', buildSitemap(siteUrl, ['/', ...englishPages.map((page) => page.href), ...posts.map((post) => `/blog/${post.slug}/`)]));
  write(outDir, '/robots.txt', buildRobots(siteUrl));
  write(outDir, '/llms.txt', buildSiteLlms(siteUrl));
  for (const product of PRODUCTS) {
    const own = englishPages.filter((page) => page.sectionId === product.id);
    write(outDir, llmsPathOf(product.landingPathname), buildProductLlms(siteUrl, product.name, product.description, own));
  }
  return { pages: englishPages.length, twins, loadedAgain };
}
