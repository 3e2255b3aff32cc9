import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import type { NavPage } from '../../navigation/types';
import { navTreeHtml, type NavTreeHtmlOptions } from './navTreeHtml';

const PAGES: NavPage[] = [
  {
    pathname: '/material-ui/getting-started',
    title: 'Getting started',
    icon: 'gettingStarted' as NavPage['icon'],
    children: [
      { pathname: '/material-ui/getting-started/overview', title: 'Overview' },
      { pathname: '/material-ui/getting-started/new', title: 'Fresh <thing> & "more"', newFeature: true },
      { pathname: '/material-ui/getting-started/soon', title: 'Soon', beingWritten: true },
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [{ pathname: '/material-ui/components/inputs', subheader: 'inputs', title: 'Inputs', children: [{ pathname: '/material-ui/react-button', title: 'Button', plan: 'pro' }] }],
  },
  { pathname: 'https://example.com/store/', title: 'Templates', external: true, linkProps: { 'data-ga': 'store', 'on click': 'x' } },
];

function render(overrides: Partial<NavTreeHtmlOptions> = {}): Document {
  const html = navTreeHtml({
    pages: PAGES,
    activeNodePathname: '/material-ui/getting-started/overview',
    openPathnames: new Set(['/material-ui/getting-started']),
    language: 'zh',
    iconPaths: { gettingStarted: 'M0 0h24v24H0z' } as NavTreeHtmlOptions['iconPaths'],
    labels: { flags: { newFeature: 'New', planned: 'Planned', unstable: 'Unstable', legacy: 'Legacy' }, plans: { pro: 'Pro plan', premium: 'Premium plan' }, opensInNewTab: '(opens in a new tab)', beingWritten: 'Being written' },
    ...overrides,
  });
  return new JSDOM(`<ul>${html}</ul>`).window.document;
}

describe('navTreeHtml', () => {
  it('renders groups open on the active path, the active link marked, links in the reader’s language', () => {
    const document = render();
    const gettingStarted = document.querySelector('details[data-nav-group="/material-ui/getting-started"]') as HTMLDetailsElement;
    expect(gettingStarted.open).toBe(true);
    expect((document.querySelector('details[data-nav-group="/material-ui/components"]') as HTMLDetailsElement).open).toBe(false);
    const current = document.querySelectorAll('a[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['/zh/material-ui/getting-started/overview/']);
    expect(document.querySelector('a[data-nav-page="/material-ui/react-button"]')?.hasAttribute('data-client-link')).toBe(true);
    expect(gettingStarted.querySelector('summary .nav-icon svg path')?.getAttribute('d')).toBe('M0 0h24v24H0z');
  });

  it('escapes titles and drops attribute names that are not names', () => {
    const document = render();
    const fresh = document.querySelector('a[data-nav-page="/material-ui/getting-started/new"]')!;
    expect(fresh.querySelector('span')?.textContent).toBe('Fresh <thing> & "more"');
    expect(fresh.querySelector('thing')).toBeNull();
    expect(fresh.querySelector('.nav-flag')?.textContent).toBe('New');
    const external = document.querySelector('a[href="https://example.com/store/"]')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('data-ga')).toBe('store');
    expect(external.hasAttribute('on')).toBe(false);
    expect(external.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('(opens in a new tab)');
  });

  it('shows subheaders and plan marks', () => {
    const document = render();
    expect(document.querySelector('[data-nav-subheader="/material-ui/components/inputs"] > .nav-subheader')?.textContent).toBe('Inputs');
    expect(document.querySelector('a[data-nav-page="/material-ui/react-button"] [data-plan="pro"]')?.getAttribute('aria-label')).toBe('Pro plan');
  });

  it('marks a page still being written with a named icon, and only that page', () => {
    const document = render();
    const marked = document.querySelector('a[data-nav-page="/material-ui/getting-started/soon"] .nav-flag[data-kind="beingWritten"]');
    expect(marked?.getAttribute('role')).toBe('img');
    expect(marked?.getAttribute('aria-label')).toBe('Being written');
    expect(marked?.querySelector('svg')).not.toBeNull();
    expect(document.querySelectorAll('.nav-flag[data-kind="beingWritten"]')).toHaveLength(1);
    expect(document.querySelector('a[data-nav-page="/material-ui/getting-started/overview"] .nav-flag')).toBeNull();
  });
});
