import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../../navigation/sections';
import { flattenPages } from '../../navigation/treeQueries';
import { loadDocsPage } from './loadDocsPage';
import { listStaticPages } from './staticPages';

describe('listStaticPages', () => {
  const pages = listStaticPages();
  const pathnames = pages.map((page) => page.pathname);

  it('lists each page once, without trailing slash or hash', () => {
    expect(new Set(pathnames).size).toBe(pathnames.length);
    for (const pathname of pathnames) {
      expect(pathname).toMatch(/^\/[^#?]*[^/#?]$/);
    }
  });

  it('covers every internal leaf of every tree', () => {
    const all = new Set(pathnames);
    for (const section of NAV_SECTIONS) {
      for (const leaf of flattenPages(section.pages)) {
        expect(all.has(leaf.pathname.split('#')[0]?.replace(/\/$/, '') ?? ''), leaf.pathname).toBe(true);
      }
    }
  });

  it('folds Base UI API anchors into their component tabs', () => {
    expect(pathnames).toContain('/base-ui/react-menu/components-api');
    expect(pathnames).toContain('/base-ui/react-menu/hooks-api');
    expect(pathnames.filter((pathname) => pathname.startsWith('/base-ui/react-menu/'))).toHaveLength(2);
  });

  it('includes the pages outside every tree', () => {
    expect(pathnames).toContain('/production-error');
  });
});

describe('loadDocsPage', () => {
  it('builds a written page from its Markdown', async () => {
    const props = await loadDocsPage('/material-ui/getting-started/installation', 'en');
    expect(props.page.status).toBe('written');
    const html = props.page.body.map((block) => (block.type === 'html' ? block.html : '')).join('');
    expect(html).toContain('<h2 id=');
    expect(props.page.hasCode).toBe(true);
    expect(props.page.toc.length).toBeGreaterThan(2);
    expect(props.navigation.sectionId).toBe('material-ui');
    expect(props.navigation.prev?.pathname).toBe('/material-ui/getting-started');
    expect(props.canonicalAs).toBe('/material-ui/getting-started/installation/');
  });

  it('keeps the document title of the front matter apart from the h1 of the Markdown', async () => {
    const props = await loadDocsPage('/material-ui/react-button', 'en');
    expect(props.page.title).toBe('React Button component');
    expect(props.page.heading).toBe('Button');
  });

  // A page of the tree without Markdown ("being written") is covered by beingWrittenPage.test.tsx: every page is
  // written today, so that test hides one page's Markdown.

  it('finds no code on a written page of prose only (the e2e test of the Prism stylesheet relies on this page)', async () => {
    const props = await loadDocsPage('/material-ui/discover-more/vision', 'en');
    expect(props.page).toMatchObject({ status: 'written', hasCode: false });
    expect(props.page.body.length).toBeGreaterThan(0);
  });

  it('translates titles, breadcrumbs, neighbours and the tree on Chinese pages', async () => {
    const props = await loadDocsPage('/base-ui/getting-started/quickstart', 'zh');
    expect(props.userLanguage).toBe('zh');
    expect(props.page.title).not.toBe('Quickstart');
    expect(props.page.title).toMatch(/[\u4e00-\u9fff]/);
    expect(props.page.breadcrumbs.map((crumb) => crumb.title)).toEqual(['Base UI', '快速入门']);
    expect(props.navigation.next?.title).toMatch(/[\u4e00-\u9fff]/);
    expect(props.navigation.pages[0]?.title).toBe('快速入门');
  });

  it('does not repeat a breadcrumb', async () => {
    expect((await loadDocsPage('/x/react-data-grid/cell-selection', 'en')).page.breadcrumbs.map((crumb) => crumb.title)).toEqual([
      'Data Grid',
      'Selection',
    ]);
  });

  it('marks planned components and carries plans and flags', async () => {
    expect((await loadDocsPage('/base-ui/react-rating', 'en')).page).toMatchObject({ status: 'planned', flags: ['planned'] });
    expect((await loadDocsPage('/x/react-data-grid/cell-selection', 'en')).page).toMatchObject({
      plan: 'premium',
      flags: ['newFeature'],
    });
  });

  it('names API pages after their component and lists Base UI anchors', async () => {
    expect((await loadDocsPage('/material-ui/api/button-group', 'en')).page.title).toBe('ButtonGroup API');
    expect((await loadDocsPage('/x/api/data-grid', 'en')).page.title).toBe('Data Grid API reference');
    const menu = (await loadDocsPage('/base-ui/react-menu/components-api', 'en')).page;
    expect(menu.title).toBe('Menu components API');
    expect(menu.apiAnchors.map((anchor) => anchor.hash)).toEqual(['dropdown', 'menu', 'menu-button', 'menu-item']);
    expect(menu.toc.map((entry) => entry.hash)).toEqual(['dropdown', 'menu', 'menu-button', 'menu-item']);
  });

  it('refuses paths no section serves', async () => {
    await expect(loadDocsPage('/unknown/page', 'en')).rejects.toThrow('No navigation section serves /unknown/page');
  });
});

describe('pages naming components in their front matter', () => {
  it('end with an API section linking to those API pages', async () => {
    const props = await loadDocsPage('/material-ui/customization/density', 'zh');
    const last = props.page.body[props.page.body.length - 1];
    expect(last?.type).toBe('html');
    const html = last?.type === 'html' ? last.html : '';
    expect(html).toContain('<h2 id="api">');
    expect(html).toContain('href="/zh/material-ui/api/button/"');
    expect(html).toContain('href="/zh/material-ui/api/table/"');
    expect(props.page.toc[props.page.toc.length - 1]).toEqual({ hash: 'api', text: 'API', children: [] });
  });
});

describe('Chinese bodies', () => {
  it('use the Chinese body when it exists, with the English headings\' anchors', async () => {
    const en = await loadDocsPage('/material-ui/getting-started/installation', 'en');
    const zh = await loadDocsPage('/material-ui/getting-started/installation', 'zh');
    expect(zh.page.untranslated).toBe(false);
    expect(zh.page.title).toMatch(/[\u4e00-\u9fff]/);
    const hashes = (toc: typeof en.page.toc) => toc.flatMap((entry) => [entry.hash, ...entry.children.map((child) => child.hash)]);
    expect(hashes(zh.page.toc)).toEqual(hashes(en.page.toc));
    expect(zh.page.toc[0]?.text).not.toBe(en.page.toc[0]?.text);
  });

  it('fall back to the English body with a note', async () => {
    const zh = await loadDocsPage('/material-ui/getting-started/usage', 'zh');
    expect(zh.page.untranslated).toBe(true);
    expect(zh.page.status).toBe('written');
  });
});

describe('Joy UI API pages', () => {
  it('list the CSS variables of the component', async () => {
    const props = await loadDocsPage('/joy-ui/api/button', 'en');
    const doc = props.page.api?.[0];
    expect(doc?.kind === 'component' ? doc.cssVariables : []).toEqual(expect.arrayContaining(['--Button-gap', '--Button-minHeight']));
  });
});
