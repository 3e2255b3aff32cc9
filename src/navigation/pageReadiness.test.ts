import { describe, expect, it } from 'vitest';
import { apiPagesOfPage, markBeingWritten, nearestWrittenPages } from './pageReadiness';
import type { ApiPageEntry, NavPage } from './types';

const TREE: NavPage[] = [
  {
    pathname: '/joy-ui/getting-started',
    children: [
      { pathname: '/joy-ui/getting-started/overview', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/usage', title: 'Usage' },
    ],
  },
  {
    pathname: '/joy-ui/components',
    children: [
      {
        pathname: '/joy-ui/inputs',
        subheader: 'inputs',
        children: [
          { pathname: '/joy-ui/react-autocomplete', title: 'Autocomplete' },
          { pathname: '/joy-ui/react-button', title: 'Button' },
          { pathname: '/joy-ui/react-checkbox', title: 'Checkbox' },
          { pathname: '/joy-ui/react-input', title: 'Input' },
          { pathname: '/joy-ui/react-date-picker', title: 'Date picker', planned: true },
        ],
      },
      { pathname: '/joy-ui/data-display', subheader: 'data-display', children: [{ pathname: '/joy-ui/react-avatar', title: 'Avatar' }] },
    ],
  },
  { pathname: 'https://example.com/', title: 'Store', external: true },
];

const WRITTEN = new Set(['/joy-ui/getting-started/overview', '/joy-ui/react-autocomplete', '/joy-ui/react-input', '/joy-ui/react-avatar']);

describe('markBeingWritten', () => {
  const marked = markBeingWritten(TREE, (pathname) => WRITTEN.has(pathname));
  const leaves = (pages: readonly NavPage[]): NavPage[] => pages.flatMap((page) => (page.children ? leaves(page.children) : [page]));

  it('marks the pages without content and leaves written and planned pages, groups and links out alone', () => {
    const beingWritten = leaves(marked).filter((page) => page.beingWritten).map((page) => page.pathname);
    expect(beingWritten).toEqual(['/joy-ui/getting-started/usage', '/joy-ui/react-button', '/joy-ui/react-checkbox']);
    expect(marked[1]?.beingWritten).toBeUndefined();
    expect(marked[2]).toBe(TREE[2]);
  });

  it('does not change the tree it was given', () => {
    expect(leaves(TREE).some((page) => page.beingWritten)).toBe(false);
  });

  it('offers the written pages nearest in the tree: same group first, by drawer distance', () => {
    const nearby = nearestWrittenPages(marked, '/joy-ui/react-button');
    expect(nearby.map((link) => link.pathname)).toEqual(['/joy-ui/react-autocomplete', '/joy-ui/react-input', '/joy-ui/react-avatar']);
    expect(nearestWrittenPages(marked, '/joy-ui/getting-started/usage', 2).map((link) => link.title)).toEqual(['Overview', 'Autocomplete']);
    expect(nearestWrittenPages(marked, '/joy-ui/nowhere')).toEqual([]);
  });
});

describe('apiPagesOfPage', () => {
  const API: ApiPageEntry[] = [
    { pathname: '/joy-ui/api', kind: 'index' },
    { pathname: '/joy-ui/api/button', kind: 'component' },
    { pathname: '/joy-ui/api/button-group', kind: 'component' },
    { pathname: '/joy-ui/api/icon-button', kind: 'component' },
    { pathname: '/base-ui/react-button/components-api/#button', title: 'Button', kind: 'component' },
    { pathname: '/base-ui/react-button/hooks-api/#use-button', title: 'useButton', kind: 'hook' },
  ];

  it('finds the API pages of a component page by name, and Base UI anchors under the page', () => {
    expect(apiPagesOfPage(API, '/joy-ui/react-button').map((link) => link.title)).toEqual(['Button', 'ButtonGroup']);
    expect(apiPagesOfPage(API, '/base-ui/react-button').map((link) => link.pathname)).toEqual([
      '/base-ui/react-button/components-api/#button',
      '/base-ui/react-button/hooks-api/#use-button',
    ]);
  });

  it('finds none for guides', () => {
    expect(apiPagesOfPage(API, '/joy-ui/getting-started/usage')).toEqual([]);
  });
});
