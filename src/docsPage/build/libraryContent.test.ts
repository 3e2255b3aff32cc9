// Joy UI, Base UI and MUI System pages meet the bar of a written page: every written page has content
// and a table of contents; every written component page shows its import, enough live demos, an
// Accessibility section and ends with its API. Base UI demos come in all three stylings. A library
// marked complete has every page of its navigation written.
import { describe, expect, it } from 'vitest';
import { getNavSection } from '../../navigation/sections';
import { flattenPages, normalizePathname } from '../../navigation/treeQueries';
import type { NavPage } from '../../navigation/types';
import type { DocsPageProps } from '../types';
import { sequentialPageLoader } from './sequentialPageLoader';

interface LibraryBar {
  id: 'joy-ui' | 'base-ui' | 'system';
  prefix: string;
  /** The package component pages import from. */
  importFrom: RegExp;
  /** Live demos a component page shows at least. */
  componentDemos: number;
  /** Component pages that are not about one component (overviews, utilities without UI). */
  notComponentPages: string[];
  /** Every demo comes in these stylings. */
  stylings?: string[];
  /** Written pages at least: raised as content lands, so a page cannot silently fall back to "being written". */
  writtenAtLeast: number;
  /** Every page of the navigation is written. */
  complete: boolean;
}

const LIBRARIES: LibraryBar[] = [
  {
    id: 'joy-ui',
    prefix: '/joy-ui/',
    importFrom: /import\s+[^;]*from\s+['"]@mui\/joy/,
    componentDemos: 6,
    notComponentPages: ['/joy-ui/react-css-baseline'],
    writtenAtLeast: 65,
    complete: true,
  },
  {
    id: 'base-ui',
    prefix: '/base-ui/',
    importFrom: /import\s+[^;]*from\s+['"]@mui\/base/,
    componentDemos: 3,
    notComponentPages: ['/base-ui/all-components'],
    stylings: ['css', 'system', 'tailwind'],
    writtenAtLeast: 30,
    complete: true,
  },
  {
    id: 'system',
    prefix: '/system/',
    importFrom: /import\s+[^;]*from\s+['"]@mui\/system/,
    componentDemos: 3,
    notComponentPages: [],
    writtenAtLeast: 27,
    complete: true,
  },
];

const load = sequentialPageLoader();

const demosOf = (props: DocsPageProps) => props.page.body.flatMap((block) => (block.type === 'demo' ? [block.demo] : []));
const pageText = (props: DocsPageProps) =>
  props.page.body
    .map((block) => (block.type === 'html' ? block.html : block.type === 'demo' ? block.demo.variants.map((variant) => variant.ts.raw).join('\n') : ''))
    .join('\n');

function pagesOf(library: LibraryBar): { all: string[]; components: string[] } {
  const section = getNavSection(library.id);
  const own = (page: NavPage) => {
    const pathname = normalizePathname(page.pathname);
    const apiPage = pathname.includes('/api/') || /\/(components|hooks)-api$/.test(pathname);
    return pathname.startsWith(library.prefix) && !apiPage && !page.planned && !page.external;
  };
  const all = flattenPages(section.pages).filter(own).map((page) => normalizePathname(page.pathname));
  const componentsGroup = section.pages.find((group) => group.title === 'Components');
  const components = flattenPages(componentsGroup?.children ?? [])
    .filter(own)
    .map((page) => normalizePathname(page.pathname))
    .filter((pathname) => !library.notComponentPages.includes(pathname));
  return { all, components };
}

describe.each(LIBRARIES)('$id pages', (library) => {
  const { all, components } = pagesOf(library);

  it('have a navigation with component pages', () => {
    expect(all.length).toBeGreaterThan(10);
    expect(components.length).toBeGreaterThanOrEqual(4);
  });

  it(library.complete ? 'are all written' : `are written, ${library.writtenAtLeast} at least`, async () => {
    const statuses = await Promise.all(all.map(async (pathname) => [pathname, (await load(pathname)).page.status] as const));
    const unwritten = statuses.filter(([, status]) => status !== 'written').map(([pathname]) => pathname);
    if (library.complete) expect(unwritten).toEqual([]);
    expect(all.length - unwritten.length).toBeGreaterThanOrEqual(library.writtenAtLeast);
    // The first test of the file loads (and caches) every page of the library: on two busy cores, a minute.
  }, 120_000);

  it.each(all)('%s, when written, has content, a description and a table of contents', async (pathname) => {
    const props = await load(pathname);
    if (props.page.status !== 'written') return;
    expect(props.page.body.length).toBeGreaterThan(0);
    expect(props.page.description.length).toBeGreaterThan(40);
    expect(props.page.toc.length).toBeGreaterThan(0);
  });

  it.each(components)('%s, when written, shows its import, live demos, accessibility and its API', async (pathname) => {
    const props = await load(pathname);
    if (props.page.status !== 'written') return;
    const demos = demosOf(props);
    expect(demos.length).toBeGreaterThanOrEqual(library.componentDemos);
    expect(pageText(props)).toMatch(library.importFrom);
    expect(props.page.toc.some((entry) => /accessib/i.test(entry.text))).toBe(true);
    expect(props.page.toc.at(-1)?.hash).toMatch(/^api/);
    if (library.stylings) {
      const incomplete = demos.filter((demo) => demo.variants.map((variant) => variant.styling).sort().join() !== library.stylings!.join());
      expect(incomplete.map((demo) => demo.name)).toEqual([]);
    }
  });
});
