import { describe, expect, it } from 'vitest';
import { listStaticPages } from '../../docsPage/build/staticPages';
import { EXPORT_SUBSETS, exportedPageFilter } from './exportSubset';

describe('exportedPageFilter', () => {
  it('keeps every page when EXPORT_SUBSET is unset or blank', () => {
    for (const env of [{}, { EXPORT_SUBSET: '' }, { EXPORT_SUBSET: '  ' }]) {
      const keep = exportedPageFilter(env);
      expect(keep('/joy-ui/react-button')).toBe(true);
      expect(keep('/x/react-data-grid/editing')).toBe(true);
    }
  });

  it('keeps only the pages of the named subset, with or without a trailing slash', () => {
    const keep = exportedPageFilter({ EXPORT_SUBSET: 'configured-tests' });
    expect(keep('/material-ui/react-button')).toBe(true);
    expect(keep('/material-ui/react-button/')).toBe(true);
    expect(keep('/')).toBe(true);
    expect(keep('/material-ui/react-chip')).toBe(false);
    expect(keep('/joy-ui/react-button')).toBe(false);
  });

  it('stops on an unknown subset and names the ones it knows', () => {
    expect(() => exportedPageFilter({ EXPORT_SUBSET: 'everything' })).toThrow(/EXPORT_SUBSET=everything .*configured-tests/);
    expect(() => exportedPageFilter({ EXPORT_SUBSET: '__proto__' })).toThrow(/not a subset/);
  });

  it('names only pages the site has', () => {
    const pages = new Set(listStaticPages().map((page) => page.pathname));
    for (const pathname of Object.values(EXPORT_SUBSETS).flat()) {
      if (pathname !== '/') expect(pages, pathname).toContain(pathname);
    }
  });
});
