import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from './sections';
import { findActivePage, findPrevNext, flattenPages, indexNavTree } from './treeQueries';
import type { NavPage } from './types';

const install: NavPage = { pathname: '/p/getting-started/installation' };
const overview: NavPage = { pathname: '/p/getting-started', title: 'Overview' };
const usage: NavPage = { pathname: '/p/getting-started/usage' };
const button: NavPage = { pathname: '/p/react-button' };
const github: NavPage = { pathname: 'https://github.com/mui', title: 'GitHub', external: true };
const inputs: NavPage = { pathname: '/p/components/inputs', subheader: 'inputs', children: [button, github] };
const components: NavPage = { pathname: '/p/components', children: [inputs] };
const gettingStarted: NavPage = { pathname: '/p/getting-started-group', children: [overview, install, usage] };
const apiX: NavPage = { pathname: '/p/api/use-x/#x', title: 'useX (x)' };
const apiY: NavPage = { pathname: '/p/api/use-x/#y', title: 'useX (y)' };
const apiZ: NavPage = { pathname: '/p/api/z' };
const api: NavPage = { pathname: '/p/api-group', children: [apiX, apiY, apiZ] };

const tree: readonly NavPage[] = [gettingStarted, components, api];

describe('indexNavTree', () => {
  it('indexes every node by pathname and records parents', () => {
    const { byPathname, parentOf } = indexNavTree(tree);
    expect(byPathname.get('/p/react-button')).toBe(button);
    expect(byPathname.get('/p/api/use-x/#y')).toBe(apiY);
    expect(byPathname.get('/p/components')).toBe(components);
    expect(byPathname.size).toBe(12); // 4 groups + 8 leaves
    expect(parentOf.get(button)).toBe(inputs);
    expect(parentOf.get(inputs)).toBe(components);
    expect(parentOf.has(components)).toBe(false);
  });

  it('throws on a duplicate at the top level', () => {
    expect(() => indexNavTree([{ pathname: '/a' }, { pathname: '/a' }])).toThrowError(
      new Error('Duplicated pathname /a in pages'),
    );
  });

  it('throws on a duplicate deep in the tree', () => {
    const pages: NavPage[] = [
      { pathname: '/g', children: [{ pathname: '/g/h', children: [{ pathname: '/dup' }] }] },
      { pathname: '/other', children: [{ pathname: '/dup' }] },
    ];
    expect(() => indexNavTree(pages)).toThrow(/^Duplicated pathname \/dup in pages$/);
  });

  it('throws when a group and a page share a pathname', () => {
    expect(() => indexNavTree([{ pathname: '/g', children: [{ pathname: '/g' }] }])).toThrow(
      'Duplicated pathname /g in pages',
    );
  });

  it('accepts anchors of the same page as distinct entries', () => {
    expect(() => indexNavTree([apiX, apiY])).not.toThrow();
  });
});

describe('findActivePage', () => {
  it('finds a leaf and its parents, nearest first', () => {
    expect(findActivePage(tree, '/p/react-button')).toEqual({
      activePage: button,
      activePageParents: [inputs, components],
    });
  });

  it.each(['/p/react-button/', '/p/react-button#demo', '/p/react-button/?q=1#demo', '/p/react-button?x'])(
    'ignores trailing slash, hash and query (%s)',
    (pathname) => {
      expect(findActivePage(tree, pathname).activePage).toBe(button);
    },
  );

  it('gives a top-level page no parents', () => {
    expect(findActivePage([{ pathname: '/solo' }], '/solo/')).toEqual({
      activePage: { pathname: '/solo' },
      activePageParents: [],
    });
  });

  it('never makes a group active', () => {
    expect(findActivePage(tree, '/p/components')).toEqual({ activePage: null, activePageParents: [] });
    expect(findActivePage(tree, '/p/getting-started-group/')).toEqual({ activePage: null, activePageParents: [] });
  });

  it('never makes an external link active', () => {
    expect(findActivePage(tree, 'https://github.com/mui').activePage).toBeNull();
  });

  it('returns null for unknown pages', () => {
    expect(findActivePage(tree, '/nope/')).toEqual({ activePage: null, activePageParents: [] });
  });

  it('matches an anchored entry by its page', () => {
    expect(findActivePage(tree, '/p/api/use-x/')).toEqual({ activePage: apiX, activePageParents: [api] });
  });
});

describe('flattenPages', () => {
  it('lists leaves depth first without groups or external links', () => {
    expect(flattenPages(tree)).toEqual([overview, install, usage, button, apiX, apiY, apiZ]);
  });

  it('returns an empty list for an empty tree', () => {
    expect(flattenPages([])).toEqual([]);
  });
});

describe('findPrevNext', () => {
  it('gives neighbours in depth-first order across groups', () => {
    expect(findPrevNext(tree, '/p/getting-started/usage')).toEqual({
      prev: { pathname: '/p/getting-started/installation', title: 'Installation' },
      next: { pathname: '/p/react-button', title: 'Button' },
    });
  });

  it('ignores trailing slash and hash of the asked pathname', () => {
    expect(findPrevNext(tree, '/p/getting-started/usage/#x').next?.pathname).toBe('/p/react-button');
  });

  it('returns null at the ends', () => {
    expect(findPrevNext(tree, '/p/getting-started')).toEqual({
      prev: null,
      next: { pathname: '/p/getting-started/installation', title: 'Installation' },
    });
    expect(findPrevNext(tree, '/p/api/z').next).toBeNull();
  });

  it('counts the anchored entries of one page once', () => {
    expect(findPrevNext(tree, '/p/react-button').next).toEqual({ pathname: '/p/api/use-x/#x', title: 'useX (x)' });
    expect(findPrevNext(tree, '/p/api/use-x/')).toEqual({
      prev: { pathname: '/p/react-button', title: 'Button' },
      next: { pathname: '/p/api/z', title: 'Z' },
    });
    expect(findPrevNext(tree, '/p/api/z').prev).toEqual({ pathname: '/p/api/use-x/#x', title: 'useX (x)' });
  });

  it('gives both null for unknown pages, groups and external links', () => {
    const none = { prev: null, next: null };
    expect(findPrevNext(tree, '/unknown')).toEqual(none);
    expect(findPrevNext(tree, '/p/components')).toEqual(none);
    expect(findPrevNext(tree, 'https://github.com/mui')).toEqual(none);
  });
});

describe('the real navigation trees', () => {
  it.each(NAV_SECTIONS.map((section) => [section.id, section] as const))(
    'section %s indexes without a duplicate',
    (_id, section) => {
      expect(() => indexNavTree(section.pages)).not.toThrow();
      expect(flattenPages(section.pages).length).toBeGreaterThan(0);
    },
  );

  it('puts Overview and Usage around the Material UI installation page', () => {
    const material = NAV_SECTIONS.find((section) => section.id === 'material-ui');
    expect(material).toBeDefined();
    expect(findPrevNext(material?.pages ?? [], '/material-ui/getting-started/installation')).toEqual({
      prev: { pathname: '/material-ui/getting-started', title: 'Overview' },
      next: { pathname: '/material-ui/getting-started/usage', title: 'Usage' },
    });
  });
});
