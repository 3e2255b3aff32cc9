import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../site/products';
import { rootOf, sectionRootPages, writeSectionRootPages } from './sectionRootPages';

describe('library folder pages', () => {
  const pages = sectionRootPages(PRODUCTS, 'https://docs.example.com/');

  it('send every library folder, in both languages, to its overview', () => {
    const byPath = new Map(pages.map((page) => [page.urlPath, page.target]));
    expect(byPath.get('/material-ui/')).toBe('/material-ui/getting-started/');
    expect(byPath.get('/zh/joy-ui/')).toBe('/zh/joy-ui/getting-started/');
    expect(byPath.get('/x/')).toBe('/x/react-data-grid/');
    expect([...byPath.keys()].sort()).toEqual(
      ['/base-ui/', '/joy-ui/', '/material-ui/', '/system/', '/x/', '/zh/base-ui/', '/zh/joy-ui/', '/zh/material-ui/', '/zh/system/', '/zh/x/'].sort(),
    );
  });

  it('refresh at once and link for readers without refresh, in the page language', () => {
    const zh = pages.find((page) => page.urlPath === '/zh/system/')!;
    expect(zh.html).toContain('<meta http-equiv="refresh" content="0; url=/zh/system/getting-started/">');
    expect(zh.html).toContain('<a href="/zh/system/getting-started/">');
    expect(zh.html).toContain('<html lang="zh-Hans">');
    expect(zh.html).toContain('<link rel="canonical" href="https://docs.example.com/zh/system/getting-started/">');
    expect(zh.html).toContain('noindex');
    expect(zh.html).not.toContain('<script');
  });

  it('take the first segment of the landing path as the root', () => {
    expect(rootOf('/x/react-data-grid')).toBe('/x/');
    expect(rootOf('/')).toBe('/');
  });

  it('are written where the export has no page, never over one', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'roots-'));
    try {
      fs.mkdirSync(path.join(out, 'x'), { recursive: true });
      fs.writeFileSync(path.join(out, 'x', 'index.html'), 'exported');
      const written = writeSectionRootPages(out, pages);
      expect(written.map((page) => page.urlPath)).not.toContain('/x/');
      expect(fs.readFileSync(path.join(out, 'x', 'index.html'), 'utf8')).toBe('exported');
      expect(fs.readFileSync(path.join(out, 'zh', 'material-ui', 'index.html'), 'utf8')).toContain('/zh/material-ui/getting-started/');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
