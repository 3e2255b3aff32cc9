// Data Grid pages meet the bar of a written page: content, a description and a table of contents, and on
// every feature page at least one live grid (a demo that imports a grid package, so it loads on demand
// with a reserved height). Written pages only grow: `writtenAtLeast` is raised as content lands.
import { describe, expect, it } from 'vitest';
import { isDeferredImport } from '../../blocks/demo/deferredDemos';
import { getNavSection } from '../../navigation/sections';
import { flattenPages, normalizePathname } from '../../navigation/treeQueries';
import type { DocsPageProps } from '../types';
import { sequentialPageLoader } from './sequentialPageLoader';

/** Pages that teach without a grid of their own: the migration guides. */
const PROSE_PAGES = ['/x/migration/migration-data-grid-v5', '/x/migration/migration-data-grid-v4'];
const WRITTEN_AT_LEAST = 61;
/** Every page of the navigation is written (issue 28's bar). */
const COMPLETE = true;

const pages = flattenPages(getNavSection('x-data-grid').pages)
  .filter((page) => !page.planned)
  .map((page) => normalizePathname(page.pathname))
  .filter((pathname) => pathname.startsWith('/x/react-data-grid') || pathname.startsWith('/x/migration/'));

const load = sequentialPageLoader();

/** Demos whose source imports a grid package: they render a live grid. */
const liveGridsOf = (props: DocsPageProps) =>
  props.page.body.flatMap((block) =>
    block.type === 'demo' && block.demo.variants.some((variant) => [...variant.ts.raw.matchAll(/from\s+['"]([^'"]+)['"]/g)].some((match) => isDeferredImport(match[1]!)))
      ? [block.demo]
      : [],
  );

describe('Data Grid pages', () => {
  it('include every page of the navigation: the feature pages and the two migration guides', () => {
    expect(pages.length).toBeGreaterThanOrEqual(59);
    expect(pages).toEqual(expect.arrayContaining(PROSE_PAGES));
  });

  it(COMPLETE ? 'are all written' : `are written, ${WRITTEN_AT_LEAST} at least`, async () => {
    const statuses = await Promise.all(pages.map(async (pathname) => [pathname, (await load(pathname)).page.status] as const));
    const unwritten = statuses.filter(([, status]) => status !== 'written').map(([pathname]) => pathname);
    if (COMPLETE) expect(unwritten).toEqual([]);
    expect(pages.length - unwritten.length).toBeGreaterThanOrEqual(WRITTEN_AT_LEAST);
    // The first test of the file loads (and caches) every page of the library: on two busy cores, a minute.
  }, 120_000);

  it.each(pages)('%s, when written, has content, a description, a table of contents and (feature pages) a live grid', async (pathname) => {
    const props = await load(pathname);
    if (props.page.status !== 'written') return;
    expect(props.page.body.length).toBeGreaterThan(0);
    expect(props.page.description.length).toBeGreaterThan(40);
    expect(props.page.toc.length).toBeGreaterThan(0);
    if (PROSE_PAGES.includes(pathname)) return;
    const grids = liveGridsOf(props);
    expect(grids.length).toBeGreaterThanOrEqual(1);
    // A grid loads on demand in a box of its declared height, so nothing shifts when it arrives.
    expect(grids.filter((demo) => !(demo.options.height && demo.options.height > 0)).map((demo) => demo.name)).toEqual([]);
  });
});
