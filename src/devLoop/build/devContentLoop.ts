import fs from 'node:fs';
import path from 'node:path';
import { listBlogPosts } from '../../blog/build/posts';
import { typeCheckDemos } from '../../blocks/build/typeCheckDemos';
import { loadDocsPage } from '../../docsPage/build/loadDocsPage';
import { listStaticPages } from '../../docsPage/build/staticPages';
import { writeDemoRoutes, writeDemoRoutesOf } from '../../docsPage/build/writeDemoRoutes';
import { formatMessage } from '../../markdown/build/contentMessages';
import { SearchIndexBuilder } from '../../search/build/searchIndexBuilder';
import { LANGUAGES } from '../../site/languages';
import { planContentChanges } from './contentChanges';
import { readDevRevision, writeDevRevision } from './devRevision';

const TREES_DIR = path.join(__dirname, '../../navigation/trees');

export interface DevContentLoopOptions {
  rootDir: string;
  log?: (line: string) => void;
}

/**
 * What `npm run dev` does besides Next.js's own dev server: keeps the generated demo routes, the open
 * pages and the search index in step with content/, and reports content problems with their places.
 */
export class DevContentLoop {
  private readonly rootDir: string;
  private readonly log: (line: string) => void;
  private readonly search = new SearchIndexBuilder();
  private routes: Set<string>;
  private searchReady = false;

  constructor({ rootDir, log = (line) => console.log(line) }: DevContentLoopOptions) {
    this.rootDir = rootDir;
    this.log = log;
    // `npm run generate` (predev) has just written them.
    this.routes = new Set(writeDemoRoutes(rootDir));
  }

  private get publicDir(): string {
    return path.join(this.rootDir, 'public');
  }

  /**
   * Builds the search index from content/ (every page, both languages) into public/, where the dialog
   * fetches it in development. Pages that do not load are left out and their problems printed.
   */
  async buildSearchIndex(): Promise<void> {
    const started = Date.now();
    let failed = 0;
    for (const page of listStaticPages()) {
      // Lets the watcher's events through between pages: an edit made meanwhile shows at once, not after
      // the whole index (20–40 s).
      await new Promise((resolve) => setImmediate(resolve));
      for (const language of LANGUAGES) {
        try {
          this.search.addDocsPage(await loadDocsPage(page.pathname, language), page.sectionId);
        } catch {
          failed += 1;
          this.search.removeDocsPage(page.pathname, language);
        }
      }
    }
    this.writeSearchIndex();
    this.searchReady = true;
    const pages = LANGUAGES.map((language) => `${this.search.pageCount(language)} ${language}`).join(', ');
    this.log(`dev: search index built from content/ (${pages} pages${failed > 0 ? `; ${failed} with problems left out` : ''}) in ${Date.now() - started} ms`);
  }

  private writeSearchIndex(): void {
    try {
      this.search.write(this.publicDir);
    } catch (error) {
      this.log(`dev: search index not written: ${(error as Error).message}`);
    }
  }

  /** Handles one batch of changed paths (relative to content/). */
  async onContentChange(paths: readonly string[]): Promise<void> {
    const started = Date.now();
    const plan = planContentChanges(paths);
    if (plan.pages.length === 0 && plan.blogPosts.length === 0 && !plan.routes) return;

    // Only the changed pages' routes are regenerated; a folder event that names no page (a page folder
    // added, renamed or removed) has every route worked out again.
    let routesChanged = false;
    if (plan.routes && plan.pages.length > 0) routesChanged = writeDemoRoutesOf(this.rootDir, plan.pages);
    if (plan.routes && plan.pages.length === 0) {
      const routes = new Set(writeDemoRoutes(this.rootDir));
      routesChanged = routes.size !== this.routes.size || [...routes].some((route) => !this.routes.has(route));
      this.routes = routes;
    }
    const revision = readDevRevision(this.rootDir);
    writeDevRevision(this.rootDir, { content: revision.content + 1, routes: revision.routes + (routesChanged ? 1 : 0) });
    const what = [...plan.pages, ...plan.blogPosts.map((slug) => `/blog/${slug}`)].join(', ') || 'content/';
    this.log(`dev: ${what} changed → ${routesChanged ? 'demo routes regenerated, the page reloads' : 'page data refreshed'} (${Date.now() - started} ms)`);

    // After the refresh is on its way: the problems of the changed pages, then the search index. The
    // navigation trees are read from their files: a page added to a tree since the start is known too.
    const pages = listStaticPages();
    const trees = fs.readdirSync(TREES_DIR).map((name) => fs.readFileSync(path.join(TREES_DIR, name), 'utf8')).join('\n');
    const demoFiles: string[] = [];
    for (const pathname of plan.pages) {
      if (!trees.includes(`'${pathname}'`)) {
        this.log(`dev: ${pathname} is in no navigation tree: add { pathname: '${pathname}' } to its library's tree in src/navigation/trees/ to see it.`);
        continue;
      }
      // A page added to a tree after the start is found by its section's prefix; its search entry waits for a restart.
      const section = pages.find((page) => page.pathname === pathname)?.sectionId ?? null;
      for (const language of LANGUAGES) {
        try {
          const props = await loadDocsPage(pathname, language);
          if (section) this.search.addDocsPage(props, section);
          if (language === 'en') {
            for (const block of props.page.body) {
              if (block.type === 'demo') for (const variant of block.demo.variants) demoFiles.push(path.join(this.rootDir, variant.sourcePath));
            }
          }
        } catch (error) {
          this.search.removeDocsPage(pathname, language);
          if (language === 'en' || !/index\.md:/.test((error as Error).message)) this.log((error as Error).message);
        }
      }
    }
    const changedDemos = new Set(paths.filter((file) => /\/demos\/.*\.tsx$/.test(file)).map((file) => path.join(this.rootDir, 'content', file)));
    const toCheck = demoFiles.filter((file) => changedDemos.has(file));
    if (toCheck.length > 0) {
      const files = typeCheckDemos(toCheck, this.rootDir);
      for (const file of files) for (const message of file.messages) this.log(formatMessage(message));
      if (files.length === 0) this.log(`dev: ${toCheck.length} changed demo${toCheck.length > 1 ? 's' : ''} type-check`);
    }
    if (this.searchReady && (plan.pages.length > 0 || plan.blogPosts.length > 0)) {
      if (plan.blogPosts.length > 0) listBlogPosts(); // throws, with its place, when a post's front matter is wrong
      this.writeSearchIndex();
    }
  }
}
