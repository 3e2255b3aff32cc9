import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenPages } from '../treeQueries';
import { systemPages } from './system';

const CONTENT = path.join(process.cwd(), 'content');

/** MUI System's written pages: every leaf of its tree, except the generated API reference pages. */
const pages = flattenPages(systemPages).filter((page) => !page.pathname.startsWith('/system/api/'));

function pageDir(pathname: string): string {
  return path.join(CONTENT, ...pathname.split('/').filter(Boolean));
}

function demosOf(pathname: string): string[] {
  const dir = path.join(pageDir(pathname), 'demos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.tsx')) : [];
}

describe('MUI System documentation', () => {
  it('has written content for every page of its navigation tree', () => {
    expect(pages.length).toBe(27);
    for (const page of pages) {
      const file = path.join(pageDir(page.pathname), 'index.md');
      expect(fs.existsSync(file), `${page.pathname} has no index.md`).toBe(true);
      const body = fs.readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, '');
      expect(body.split(/\s+/).filter(Boolean).length, `${page.pathname} is too short`).toBeGreaterThan(150);
      expect(body, page.pathname).toMatch(/^## /m);
    }
  });

  it('places every demo it ships, and a property table on each style-utility page', () => {
    const utilities = systemPages.find((page) => page.pathname === '/style-utilities')?.children ?? [];
    for (const page of pages) {
      const markdown = fs.readFileSync(path.join(pageDir(page.pathname), 'index.md'), 'utf8');
      for (const demo of demosOf(page.pathname)) expect(markdown, `${page.pathname} does not place ${demo}`).toContain(`{{"demo": "${demo}"`);
    }
    for (const page of utilities.filter((entry) => !['/system/screen-readers', '/system/styled'].includes(entry.pathname))) {
      const markdown = fs.readFileSync(path.join(pageDir(page.pathname), 'index.md'), 'utf8');
      expect(markdown, `${page.pathname} has no generated property table`).toMatch(/\{\{"systemProps": "[a-zA-Z]+"\}\}/);
    }
  });

  it('has at least 100 live demos', () => {
    expect(pages.reduce((total, page) => total + demosOf(page.pathname).length, 0)).toBeGreaterThanOrEqual(100);
  });
});
