// The Material UI documentation is complete: every page of its navigation has written content, and
// every component page has live demos, its import and an API section at the end.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getNavSection } from '../../navigation/sections';
import { flattenPages, normalizePathname } from '../../navigation/treeQueries';
import type { DocsPageProps } from '../types';
import { sequentialPageLoader } from './sequentialPageLoader';

const section = getNavSection('material-ui');
const ownPage = (pathname: string) => pathname.startsWith('/material-ui/') && !pathname.startsWith('/material-ui/api/');
/** Every page of the Material UI navigation, except the generated API pages and links to other products. */
const guidePages = flattenPages(section.pages).map((page) => normalizePathname(page.pathname)).filter(ownPage);
const componentsGroup = section.pages.find((group) => group.title === 'Components');
/** Component pages: the Components group, except the lab's overview and the icon search tool. */
const componentPages = flattenPages(componentsGroup?.children ?? [])
  .map((page) => normalizePathname(page.pathname))
  .filter((pathname) => ownPage(pathname) && !['/material-ui/about-the-lab', '/material-ui/material-icons'].includes(pathname));

const load = sequentialPageLoader();

const demoCount = (props: DocsPageProps) => props.page.body.filter((block) => block.type === 'demo').length;
const pageText = (props: DocsPageProps) =>
  props.page.body
    .map((block) => (block.type === 'html' ? block.html : block.type === 'demo' ? block.demo.variants.map((variant) => variant.ts.raw).join('\n') : ''))
    .join('\n');

describe('Material UI pages', () => {
  it('cover the navigation: about 60 component pages among more than 120', () => {
    expect(guidePages.length).toBeGreaterThan(120);
    expect(componentPages.length).toBeGreaterThanOrEqual(60);
  });

  it.each(guidePages)('%s has written content', async (pathname) => {
    const props = await load(pathname);
    expect(props.page.status).toBe('written');
    expect(props.page.body.length).toBeGreaterThan(0);
    expect(props.page.description.length).toBeGreaterThan(40);
    expect(props.page.toc.length).toBeGreaterThan(0);
  });

  it.each(componentPages)('%s has three demos or more, shows its import and ends with an API section', async (pathname) => {
    const props = await load(pathname);
    expect(demoCount(props)).toBeGreaterThanOrEqual(3);
    expect(pageText(props)).toMatch(/import\s+\w+[^;]*from\s+'@mui\/(material|lab)/);
    expect(props.page.toc.at(-1)?.hash).toMatch(/^api/);
    expect(props.page.toc.some((entry) => /accessib/i.test(entry.text))).toBe(true);
  });
});

// The inventory of the original site, when the shared reference is present next to the project.
const inventory = path.resolve(__dirname, '../../../../shared/reference/nav/material.tsv');
describe.skipIf(!fs.existsSync(inventory))('Material UI pages against ../shared/reference/nav/material.tsv', () => {
  it('every page of the inventory (API pages aside) has written content', async () => {
    const rows = fs.readFileSync(inventory, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
    const pages = rows.filter((row) => row[7] === 'page' && !row[0]!.includes('/api/')).map((row) => normalizePathname(row[0]!));
    expect(pages.length).toBeGreaterThanOrEqual(125);
    const statuses = await Promise.all(pages.map(async (pathname) => [pathname, (await load(pathname)).page.status] as const));
    expect(statuses.filter(([, status]) => status !== 'written')).toEqual([]);
  });
});
