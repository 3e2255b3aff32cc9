// A page of the navigation whose Markdown has not landed is "being written": it says so, sends the reader to
// what exists meanwhile, and the drawer marks it. No page of the library trees is unwritten any more, so this
// test builds the case itself: it hides one page's Markdown (Base UI's Popup) from loadDocsPage's file
// lookups, and checks the page model, the note and the drawer built from it. The product is not changed.
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { I18nProvider } from '../../i18n/I18nProvider';
import type { Wordings } from '../../i18n/translate';
import en from '../../i18n/translations/en.json';
import zh from '../../i18n/translations/zh.json';
import { PageStatusNote } from '../../layout/PageStatusNote';
import { navTreeHtml } from '../../layout/nav/navTreeHtml';
import { flattenPages, normalizePathname } from '../../navigation/treeQueries';
import type { Language } from '../../site/languages';
import { createDocsTheme } from '../../theme/docsTheme';
import type { DocsPageProps } from '../types';
import { CONTENT_DIR } from './loadDocsPage';
import type * as LoadDocsPageModule from './loadDocsPage';

const PAGE = '/base-ui/react-popup';
const HIDDEN_DIR = path.join(CONTENT_DIR, 'base-ui', 'react-popup');

let loadDocsPage: typeof LoadDocsPageModule.loadDocsPage;

beforeAll(async () => {
  const existsSync = fs.existsSync;
  vi.spyOn(fs, 'existsSync').mockImplementation((file) =>
    typeof file === 'string' && (file === HIDDEN_DIR || file.startsWith(HIDDEN_DIR + path.sep)) ? false : existsSync(file),
  );
  // Test files share their worker's modules: an earlier file may have built the navigation with the page
  // in it. A fresh copy of the loader and what it imports sees the page hidden.
  vi.resetModules();
  ({ loadDocsPage } = await import('./loadDocsPage'));
});

afterAll(() => {
  vi.restoreAllMocks();
});

const markedPages = (props: DocsPageProps) =>
  flattenPages(props.navigation.pages)
    .filter((page) => page.beingWritten)
    .map((page) => normalizePathname(page.pathname));

function renderNote(props: DocsPageProps, language: Language): Document {
  const html = renderToString(
    <CssVarsProvider theme={createDocsTheme()}>
      <I18nProvider language={language} wordings={(language === 'zh' ? zh : en) as Wordings}>
        <PageStatusNote page={props.page} productName="Base UI" language={language} />
      </I18nProvider>
    </CssVarsProvider>,
  );
  return new JSDOM(html).window.document;
}

describe('a page without its Markdown', () => {
  it('exists only because its content is hidden: the fixture takes the page out, nothing else', async () => {
    expect(fs.existsSync(path.join(HIDDEN_DIR, 'index.md'))).toBe(false);
    expect(fs.existsSync(path.join(CONTENT_DIR, 'base-ui', 'react-popper', 'index.md'))).toBe(true);
    expect((await loadDocsPage('/base-ui/react-popper', 'en')).page.status).toBe('written');
  });

  it('is being written, titled and placed from the tree, with no body', async () => {
    const props = await loadDocsPage(PAGE, 'en');
    expect(props.page).toMatchObject({ title: 'Popup', status: 'being-written', body: [], hasCode: false, source: { file: null } });
    expect(props.page.breadcrumbs.map((crumb) => crumb.title)).toEqual(['Base UI', 'Components', 'Utils']);
    // Its own flag stays; "being written" is the drawer's mark, not a flag of the title.
    expect(props.page.flags).toEqual(['unstable']);
  });

  it('sends the reader to its API, the written pages nearby and the overview', async () => {
    const props = await loadDocsPage(PAGE, 'en');
    const meanwhile = props.page.whileBeingWritten;
    expect(meanwhile?.api.map((link) => link.pathname)).toEqual(['/base-ui/react-popup/components-api/#popup']);
    expect(meanwhile?.overview).toEqual({ pathname: '/base-ui/getting-started', title: 'Overview' });
    const nearby = meanwhile?.nearby.map((link) => normalizePathname(link.pathname)) ?? [];
    expect(nearby).toHaveLength(3);
    expect(nearby).not.toContain(PAGE);
    for (const pathname of nearby) expect((await loadDocsPage(pathname, 'en')).page.status, pathname).toBe('written');
  });

  it('is the one page the drawer marks, in both languages', async () => {
    expect(markedPages(await loadDocsPage(PAGE, 'en'))).toEqual([PAGE]);
    // The mark is in the tree of every page of the library, not only on the page itself.
    expect(markedPages(await loadDocsPage('/base-ui/react-button', 'en'))).toEqual([PAGE]);
    const chinese = await loadDocsPage(PAGE, 'zh');
    expect(chinese.page.status).toBe('being-written');
    expect(markedPages(chinese)).toEqual([PAGE]);
  });

  it('says so in its note, with links in the reader’s language', async () => {
    const english = renderNote(await loadDocsPage(PAGE, 'en'), 'en');
    const note = english.querySelector('[role="note"][data-page-status="being-written"]');
    expect(note?.textContent).toContain('being written');
    expect(note?.textContent).toContain('search the docs');
    const hrefs = [...english.querySelectorAll('[data-testid="while-being-written"] a')].map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toContain('/base-ui/getting-started/');
    expect(hrefs).toContain('/base-ui/react-popup/components-api/#popup');
    expect(hrefs.length).toBeGreaterThanOrEqual(5);

    const chinese = renderNote(await loadDocsPage(PAGE, 'zh'), 'zh');
    expect(chinese.querySelector('[data-page-status="being-written"]')?.textContent).toContain('编写');
    const chineseHrefs = [...chinese.querySelectorAll('[data-testid="while-being-written"] a')].map((anchor) => anchor.getAttribute('href') ?? '');
    expect(chineseHrefs.length).toBe(hrefs.length);
    for (const href of chineseHrefs) expect(href.startsWith('/zh/'), href).toBe(true);
    expect(chineseHrefs).toContain('/zh/base-ui/getting-started/');
  });

  it('is marked in the drawer with a named image, 编写中 in Chinese', async () => {
    for (const [language, label] of [
      ['en', en.nav.beingWritten],
      ['zh', zh.nav.beingWritten],
    ] as const) {
      const props = await loadDocsPage('/base-ui/react-button', language);
      const html = navTreeHtml({
        pages: props.navigation.pages,
        activeNodePathname: '/base-ui/react-button',
        openPathnames: new Set(),
        language,
        iconPaths: {},
        labels: {
          flags: { newFeature: 'New', planned: 'Planned', unstable: 'Unstable', legacy: 'Legacy' },
          plans: { pro: 'Pro', premium: 'Premium' },
          opensInNewTab: '',
          beingWritten: label,
        },
      });
      const document = new JSDOM(`<ul>${html}</ul>`).window.document;
      const marks = [...document.querySelectorAll('.nav-flag[data-kind="beingWritten"]')];
      expect(marks).toHaveLength(1);
      expect(marks[0]?.getAttribute('role')).toBe('img');
      expect(marks[0]?.getAttribute('aria-label')).toBe(label);
      expect(marks[0]?.closest('a')?.getAttribute('href')).toMatch(language === 'zh' ? /^\/zh\/base-ui\/react-popup\/?$/ : /^\/base-ui\/react-popup\/?$/);
    }
    expect(zh.nav.beingWritten).toBe('编写中');
  });
});
