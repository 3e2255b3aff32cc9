import { describe, expect, it } from 'vitest';
import { coverageWording } from '../coverage';
import { docsCoverage, sectionCoverage } from './docsCoverage';

describe('sectionCoverage', () => {
  it('counts guides with content, leaving out planned pages, external links and API pages', () => {
    const section = {
      pages: [
        { pathname: '/lib/getting-started', children: [{ pathname: '/lib/getting-started/overview' }, { pathname: '/lib/getting-started/installation' }] },
        { pathname: '/lib/components', children: [{ pathname: '/lib/react-button' }, { pathname: '/lib/react-masonry', planned: true }, { pathname: 'https://example.com/x', external: true }] },
        { pathname: '/lib/api', children: [{ pathname: '/lib/api/button' }] },
      ],
      apiPages: [
        { pathname: '/lib/api/button', kind: 'component' as const },
        { pathname: '/lib/api/slider', kind: 'component' as const },
        { pathname: '/lib/api', kind: 'index' as const },
      ],
    };
    const written = new Set(['/lib/getting-started/overview', '/lib/react-button']);
    expect(sectionCoverage(section, (pathname) => written.has(pathname))).toEqual({ written: 2, total: 3, apiPages: 2 });
  });
});

describe('docsCoverage', () => {
  it('reads every library from the real navigation and content', () => {
    const coverage = docsCoverage();
    expect(coverage.map((entry) => entry.product)).toEqual(['material-ui', 'joy-ui', 'base-ui', 'system', 'x-data-grid']);
    for (const entry of coverage) {
      expect(entry.total).toBeGreaterThan(0);
      expect(entry.written).toBeGreaterThan(0);
      expect(entry.written).toBeLessThanOrEqual(entry.total);
    }
  });
});

describe('coverageWording', () => {
  it('says complete, partial or not yet written', () => {
    expect(coverageWording({ product: 'material-ui', written: 96, total: 96, apiPages: 120 })).toEqual({ key: 'home.coverageComplete', params: { written: '96', total: '96', api: '120' } });
    expect(coverageWording({ product: 'joy-ui', written: 2, total: 65, apiPages: 50 }).key).toBe('home.coveragePartial');
    expect(coverageWording({ product: 'joy-ui', written: 0, total: 65, apiPages: 50 }).key).toBe('home.coverageNone');
  });
});
