/**
 * Compares the navigation trees with the page inventory in ../shared/reference/nav/*.tsv.
 * The inventory is not part of this repository: where it is absent (a plain clone), these tests skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listStaticPages } from '../docsPage/build/staticPages';
import { pageToTitle } from './pageTitle';
import { NAV_SECTIONS, type NavSectionId } from './sections';
import { normalizePathname } from './treeQueries';
import type { ApiPageEntry, NavPage } from './types';

const INVENTORY_DIR = path.resolve(__dirname, '../../../shared/reference/nav');
const hasInventory = fs.existsSync(INVENTORY_DIR);

type Row = Record<string, string>;

function readTsv(name: string): Row[] {
  const [head = '', ...rows] = fs.readFileSync(path.join(INVENTORY_DIR, `${name}.tsv`), 'utf8').trim().split('\n');
  const columns = head.split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

const TREE_FILES: Record<NavSectionId, { tree: string; api?: string }> = {
  'material-ui': { tree: 'material', api: 'material-api' },
  'joy-ui': { tree: 'joy', api: 'joy-api' },
  'base-ui': { tree: 'base', api: 'base-api' },
  system: { tree: 'system', api: 'system-api' },
  'x-data-grid': { tree: 'datagrid', api: 'datagrid-api' },
  'docs-infra': { tree: 'experiments-docs-infra' },
  docs: { tree: 'general-docs' },
};

interface FlatNode {
  node: NavPage;
  depth: number;
}

/** Depth-first like the inventory; the children of an API section are listed in the API file instead. */
function flattenForInventory(pages: readonly NavPage[], apiSectionPathnames: Set<string>): FlatNode[] {
  const out: FlatNode[] = [];
  const visit = (nodes: readonly NavPage[], depth: number) => {
    for (const node of nodes) {
      out.push({ node, depth });
      if (node.children && !apiSectionPathnames.has(node.pathname)) visit(node.children, depth + 1);
    }
  };
  visit(pages, 0);
  return out;
}

function flagsOf(node: NavPage): string {
  return (['newFeature', 'planned', 'unstable', 'legacy'] as const).filter((flag) => node[flag]).join(',');
}

describe.skipIf(!hasInventory)('navigation trees match ../shared/reference/nav', () => {
  for (const section of NAV_SECTIONS) {
    const files = TREE_FILES[section.id];
    it(`${section.id}: every row, in order, with titles, subheaders, plans and flags`, () => {
      const rows = readTsv(files.tree);
      const apiSections = new Set(rows.filter((row) => row.node_type === 'api-section').map((row) => row.pathname ?? ''));
      const flat = flattenForInventory(section.pages, apiSections);
      expect(flat.map(({ node }) => node.pathname)).toEqual(rows.map((row) => row.pathname));
      flat.forEach(({ node, depth }, index) => {
        const row = rows[index] as Row;
        const where = `${section.id} row ${index + 2} (${row.pathname})`;
        expect(node.title ?? '', where).toBe(row.title);
        expect(pageToTitle(node), where).toBe(row.display_title);
        expect(node.subheader ?? '', where).toBe(row.subheader);
        expect(node.plan ?? '', where).toBe(row.plan);
        expect(flagsOf(node), where).toBe(row.flags);
        expect(String(depth), where).toBe(row.depth);
        expect(Boolean(node.external), where).toBe(row.node_type === 'external-link');
        if (row.node_type === 'page') expect(node.children, where).toBeUndefined();
        if (row.node_type === 'api-section' || row.node_type === 'group' || row.node_type === 'subheader-group') {
          expect(node.children?.length, where).toBe(Number(row.n_children));
        }
      });
    });

    if (files.api) {
      it(`${section.id}: API pages match ${files.api}.tsv`, () => {
        const rows = readTsv(files.api as string);
        const entries: readonly ApiPageEntry[] = section.apiPages;
        expect(entries.map((entry) => entry.pathname)).toEqual(rows.map((row) => row.pathname));
        entries.forEach((entry, index) => {
          const row = rows[index] as Row;
          expect(entry.title ?? '', entry.pathname).toBe(row.title);
          expect(pageToTitle(entry), entry.pathname).toBe(row.display_title);
          expect(entry.kind, entry.pathname).toBe(row.kind);
          expect(entry.packageName ?? '', entry.pathname).toBe(row.package);
          expect(entry.plan ?? '', entry.pathname).toBe(row.plan);
        });
        const apiSection = readTsv(files.tree).find((row) => row.node_type === 'api-section');
        if (apiSection) {
          const node = section.pages.find((page) => page.pathname === apiSection.pathname);
          expect(node?.children?.map((child) => child.pathname)).toEqual(rows.map((row) => row.pathname));
        }
      });
    }
  }

  it('every internal page and API pathname of the inventory is exported', () => {
    const exported = new Set(listStaticPages().map((page) => page.pathname));
    const files = fs.readdirSync(INVENTORY_DIR).filter((file) => file.endsWith('.tsv'));
    let checked = 0;
    for (const file of files) {
      for (const row of readTsv(file.replace(/\.tsv$/, ''))) {
        const pathname = row.pathname ?? '';
        const isPage = row.node_type === undefined ? true : row.node_type === 'page';
        if (!isPage || !pathname.startsWith('/')) continue;
        expect(exported.has(normalizePathname(pathname)), `${file}: ${pathname}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(600);
  });
});

describe('navigation trees', () => {
  it('give every top-level section an icon', () => {
    for (const section of NAV_SECTIONS) {
      for (const page of section.pages) {
        expect(page.icon, `${section.id}: ${page.pathname}`).toBeTruthy();
      }
    }
  });
});
