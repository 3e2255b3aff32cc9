import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { findViolations, median, renderMarkdown } from './evaluate';
import type { BenchResults, LighthouseSummary, PageResult } from './types';

const goodLighthouse: LighthouseSummary = {
  runs: 3,
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 10,
  cls: 0,
};

function page(overrides: Partial<PageResult> = {}): PageResult {
  return {
    kind: 'guide',
    label: 'Guide',
    path: '/guide/',
    weightClass: 'guide',
    weight: { jsKb: 100, cssKb: 5, inlineCssKb: 8, htmlKb: 20, scripts: 8 },
    lighthouse: { mobile: goodLighthouse, desktop: goodLighthouse },
    navigationMs: 40,
    ...overrides,
  };
}

function results(pages: PageResult[], buildSeconds?: number): BenchResults {
  return {
    date: '2026-11-21',
    machine: { cpus: 2, memoryGb: 23, node: 'v20' },
    ...(buildSeconds === undefined ? {} : { build: { seconds: buildSeconds, pages: 1000, secondsPer100Pages: buildSeconds / 10, peakMemoryMb: 900 } }),
    pages,
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('findViolations', () => {
  it('finds nothing when every measurement is within budget', () => {
    expect(findViolations(results([page()], 75))).toEqual([]);
  });

  it('applies the guide or component JavaScript budget by page class', () => {
    const over = BUDGETS.firstLoadJsKb.guide + 1;
    expect(findViolations(results([page({ weight: { jsKb: over, cssKb: 0, inlineCssKb: 0, htmlKb: 0, scripts: 1 } })]))).toEqual([
      { page: '/guide/', metric: 'first-load JS (KB gzip)', value: over, budget: `≤ ${BUDGETS.firstLoadJsKb.guide}` },
    ]);
    expect(findViolations(results([page({ weightClass: 'component', weight: { jsKb: over, cssKb: 0, inlineCssKb: 0, htmlKb: 0, scripts: 1 } })]))).toEqual([]);
  });

  it('gives a Data Grid page the grid package’s weight on top of the guide budget, and no more', () => {
    const weight = (jsKb: number) => ({ jsKb, cssKb: 0, inlineCssKb: 0, htmlKb: 0, scripts: 1 });
    const gridBudget = BUDGETS.firstLoadJsKb['data-grid'];
    expect(gridBudget).toBeGreaterThan(BUDGETS.firstLoadJsKb.component);
    expect(findViolations(results([page({ kind: 'data-grid-feature', weightClass: 'data-grid', weight: weight(gridBudget) })]))).toEqual([]);
    expect(findViolations(results([page({ kind: 'data-grid-feature', weightClass: 'data-grid', weight: weight(gridBudget + 0.1) })])).map((v) => v.budget)).toEqual([
      `≤ ${gridBudget}`,
    ]);
    // A component page without a grid gets no share of it.
    expect(findViolations(results([page({ weightClass: 'component', weight: weight(gridBudget) })])).map((v) => v.budget)).toEqual([
      `≤ ${BUDGETS.firstLoadJsKb.component}`,
    ]);
  });

  it('holds accessibility to the page’s own score when only a package’s known markup failed', () => {
    const gridOnly: LighthouseSummary = { ...goodLighthouse, accessibility: 95, ownAccessibility: 100, knownPackageAudits: ['aria-required-children'] };
    expect(findViolations(results([page({ lighthouse: { mobile: gridOnly } })]))).toEqual([]);
    // Something of the page's own failed too: its own score is what is reported.
    const alsoOwn: LighthouseSummary = { ...gridOnly, accessibility: 88, ownAccessibility: 93 };
    expect(findViolations(results([page({ lighthouse: { mobile: alsoOwn } })]))).toEqual([
      { page: '/guide/', metric: 'mobile accessibility', value: 93, budget: `≥ ${BUDGETS.lighthouse.accessibility}` },
    ]);
    // Results from before the own score existed: the plain score applies.
    expect(findViolations(results([page({ lighthouse: { mobile: { ...goodLighthouse, accessibility: 95 } } })])).map((v) => v.value)).toEqual([95]);
    const markdown = renderMarkdown(results([page({ lighthouse: { mobile: { ...gridOnly, failedAudits: ['aria-required-children'] } } })]), []);
    expect(markdown).toContain('| 99 / 95 (own 100) / 100 / 100 |');
    expect(markdown).toContain("failed audits: aria-required-children (only in a package's known markup)");
  });

  it('gives the Data Grid page its own mobile performance floor', () => {
    const mobile = { ...goodLighthouse, performance: BUDGETS.lighthouse.mobilePerformanceDataGrid };
    expect(findViolations(results([page({ kind: 'data-grid', lighthouse: { mobile } })]))).toEqual([]);
    expect(findViolations(results([page({ kind: 'guide', lighthouse: { mobile } })])).map((v) => v.metric)).toEqual(['mobile performance']);
    // A feature page has a floor of its own, between the overview's and every other page's.
    expect(findViolations(results([page({ kind: 'data-grid-feature', lighthouse: { mobile } })])).map((v) => v.metric)).toEqual(['mobile performance']);
    const feature = { ...goodLighthouse, performance: BUDGETS.lighthouse.mobilePerformanceDataGridFeature };
    expect(findViolations(results([page({ kind: 'data-grid-feature', lighthouse: { mobile: feature } })]))).toEqual([]);
    expect(findViolations(results([page({ kind: 'guide', lighthouse: { mobile: feature } })])).map((v) => v.metric)).toEqual(['mobile performance']);
    expect(BUDGETS.lighthouse.mobilePerformanceDataGrid).toBeLessThan(BUDGETS.lighthouse.mobilePerformanceDataGridFeature);
    expect(BUDGETS.lighthouse.mobilePerformanceDataGridFeature).toBeLessThan(BUDGETS.lighthouse.mobilePerformance);
  });

  it('reports each Lighthouse category, CLS, navigation time and the build', () => {
    const bad: LighthouseSummary = { ...goodLighthouse, accessibility: 96, seo: 92, bestPractices: 90, cls: 0.05 };
    // 1000 pages in 81 s: 8.1 s per 100 pages, over issue 30's 8.
    expect(findViolations(results([page({})], 80))).toEqual([]);
    const violations = findViolations(results([page({ lighthouse: { desktop: bad }, navigationMs: 400 })], 81));
    expect(violations.map((v) => v.metric)).toEqual([
      'build time (s per 100 pages)',
      'client navigation (ms)',
      'desktop accessibility',
      'desktop SEO',
      'desktop best practices',
      'desktop CLS',
    ]);
  });

  it('does not count missing measurements as violations', () => {
    expect(findViolations(results([page({ weight: undefined, lighthouse: undefined, navigationMs: undefined })]))).toEqual([]);
  });
});

describe('renderMarkdown', () => {
  it('writes a row per page and lists violations', () => {
    const data = results([page(), page({ path: '/other/', label: 'Other', navigationMs: 999 })], 100);
    data.pages[1]!.weight = { ...data.pages[1]!.weight!, afterReaderActsJsKb: 42.5 };
    const markdown = renderMarkdown(data, findViolations(data));
    // What the reader's first action fetches is shown beside the first load, not added to it.
    expect(markdown).toContain('| Other `/other/` | 100.0 | +42.5 | 5.0 + 8.0 |');
    expect(markdown).toContain('| Guide `/guide/` | 100.0 | – | 5.0 + 8.0 | 20.0 | 40 | 99 / 100 / 100 / 100 | 900 | 10 | 0.000 | 99 / 100 / 100 / 100 |');
    expect(markdown).toContain('Build: 100.0 s for 1000 pages (10.0 s per 100 pages), peak memory 900 MB.');
    expect(markdown).toContain('2 budget(s) exceeded:');
    expect(markdown).toContain('- (build): build time (s per 100 pages) = 10 (budget ≤ 8)');
    expect(markdown).toContain('- /other/: client navigation (ms) = 999 (budget ≤ 150)');
  });

  it('says how the build started and what each of its steps took', () => {
    const data = results([page()], 100);
    data.build = { ...data.build!, fresh: true, phases: [{ phase: 'compile (Turbopack)', seconds: 40 }, { phase: 'other', seconds: 60 }] };
    expect(renderMarkdown(data, [])).toContain(
      'Build from scratch: 100.0 s for 1000 pages (10.0 s per 100 pages), peak memory 900 MB. Steps: compile (Turbopack) 40.0 s, other 60.0 s.',
    );
  });
});

describe('search budgets', () => {
  const search = { indexKb: { en: { titles: 60, api: 300, text: 240 } }, shortcutToFirstResultMs: 250, queries: 80, queryMedianMs: 1.2, queryP95Ms: 4, queryMaxMs: 9 };

  it('hold for a fast search with a small first chunk, and are reported', () => {
    const withSearch = { ...results([page()]), search };
    expect(findViolations(withSearch)).toEqual([]);
    expect(renderMarkdown(withSearch, [])).toContain('Ctrl+K to first result 250 ms');
  });

  it('flag slow keystrokes and a heavy first chunk', () => {
    const slow = { ...results([page()]), search: { ...search, queryP95Ms: BUDGETS.search.queryP95Ms + 1, indexKb: { zh: { titles: BUDGETS.search.firstChunkKb + 5 } } } };
    expect(findViolations(slow).map((violation) => violation.metric)).toEqual(['query time p95 (ms)', 'first index chunk (KB gzip)']);
  });
});

describe('drawer hops and the configured build', () => {
  const hops = {
    paths: ['/a/', '/b/', '/c/'],
    hopsMs: [80, 120],
    medianMs: 100,
    slowest: { to: '/c/', ms: 120, fetched: [{ url: '/_next/data/x/c.json', ms: 60 }] },
  };

  it('are reported with the slowest hop and what it waited for', () => {
    const data = { ...results([page()]), navigationHops: hops, configured: { measurementId: 'G-B', siteUrl: 'https://docs.example.com', tagKb: 141.3, tagGzipKb: 44.5 } };
    const markdown = renderMarkdown(data, findViolations(data));
    expect(findViolations(data)).toEqual([]);
    expect(markdown).toContain('Drawer hops /a/ → /b/ → /c/: 80, 120 ms (median 100 ms); the slowest, to /c/, fetched /_next/data/x/c.json (60 ms).');
    expect(markdown).toContain('a stand-in of 141.3 KB (44.5 KB gzip)');
  });

  it('exceed their budget with the reason named', () => {
    const slow = { ...results([page()]), navigationHops: { ...hops, medianMs: BUDGETS.navigationHopsMs + 1 } };
    const [violation] = findViolations(slow);
    expect(violation?.metric).toBe('client navigation, five hops (median ms)');
    expect(violation?.page).toContain('slowest to /c/: 120 ms, waiting for /_next/data/x/c.json 60 ms');
  });
});
