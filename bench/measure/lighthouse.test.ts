import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../evaluate';
import { chromeFlagsArgument, diagnose, medianDiagnosis } from './lighthouse';

describe('diagnose', () => {
  it('names the LCP element and the five longest tasks of a run, longest first', () => {
    const audits = {
      'largest-contentful-paint-element': {
        score: 0,
        details: { items: [{ items: [{ node: { selector: 'div.page-body > p.description', nodeLabel: 'This page walks through everyday tasks' } }] }] },
      },
      'long-tasks': {
        score: null,
        details: {
          items: [
            { url: 'http://localhost/_next/static/chunks/a.js', duration: 120.4 },
            { url: 'http://localhost/_next/static/chunks/b.js', duration: 251 },
            { url: 'Unattributable', duration: 90 },
            { url: '', duration: 60 },
            { url: 'http://localhost/_next/static/chunks/c.js', duration: 55 },
            { url: 'http://localhost/_next/static/chunks/d.js', duration: 51 },
          ],
        },
      },
    };
    const diagnosis = diagnose(audits);
    expect(diagnosis).toEqual({
      lcpElement: 'div.page-body > p.description "This page walks through everyday tasks"',
      longTasks: [
        { script: 'b.js', ms: 251 },
        { script: 'a.js', ms: 120 },
        { script: 'Unattributable', ms: 90 },
        { script: 'unattributed', ms: 60 },
        { script: 'c.js', ms: 55 },
      ],
    });
    expect(diagnose({})).toEqual({ longTasks: [] });

    const summary = { runs: 1, performance: 80, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, tbtMs: 300, cls: 0, diagnosis };
    const markdown = renderMarkdown(
      { date: 'd', machine: { cpus: 2, memoryGb: 4, node: 'v20' }, pages: [{ kind: 'custom', label: 'Page', path: '/x/', weightClass: 'component', lighthouse: { mobile: summary } }] },
      [],
    );
    expect(markdown).toContain('mobile: LCP element div.page-body > p.description "This page walks through everyday tasks"; longest tasks (simulated) b.js 251 ms, a.js 120 ms');
  });

  it('gives the paint timings of a run, and with the scores of every run the report shows a slow machine', () => {
    const audits = {
      'first-contentful-paint': { score: 0.9, numericValue: 1204.6 },
      'speed-index': { score: 0.5, numericValue: 3930.8 },
      metrics: { score: null, details: { items: [{ observedFirstContentfulPaint: 2301.2 }] } },
    };
    const diagnosis = diagnose(audits);
    expect(diagnosis.paint).toEqual({ fcpMs: 1205, speedIndexMs: 3931, observedFcpMs: 2301 });
    expect(diagnose({ 'speed-index': audits['speed-index'] }).paint).toBeUndefined();

    const summary = { runs: 3, performance: 95, performanceRuns: [95, 99, 90], accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, tbtMs: 100, cls: 0, diagnosis };
    const markdown = renderMarkdown(
      { date: 'd', machine: { cpus: 2, memoryGb: 4, node: 'v20' }, pages: [{ kind: 'guide', label: 'Guide', path: '/g/', weightClass: 'guide', lighthouse: { mobile: summary } }] },
      [],
    );
    expect(markdown).toContain('mobile: runs scored 95, 99, 90; FCP 1205 ms, Speed Index 3931 ms (unthrottled first paint 2301 ms); LCP element –;');
  });
});

describe('console errors', () => {
  it('are read from the errors-in-console audit, with their source', () => {
    const audits = {
      'errors-in-console': {
        score: 0,
        details: { items: [{ description: 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED', sourceLocation: { url: 'https://www.googletagmanager.com/gtag/js?id=G-1' } }] },
      },
    };
    expect(diagnose(audits as never).consoleErrors).toEqual(['Failed to load resource: net::ERR_NAME_NOT_RESOLVED (https://www.googletagmanager.com/gtag/js?id=G-1)']);
    expect(diagnose({} as never).consoleErrors).toBeUndefined();
  });

  it('come from every run, while the rest of the diagnosis is the median run’s', () => {
    const run = (performance: number, lcpElement: string, consoleErrors?: string[]) => ({ performance, diagnosis: { lcpElement, longTasks: [], ...(consoleErrors ? { consoleErrors } : {}) } });
    const diagnosis = medianDiagnosis([run(70, 'low', ['a']), run(90, 'high'), run(80, 'middle'), run(85, 'upper', ['b', 'a'])]);
    expect(diagnosis?.lcpElement).toBe('upper');
    expect(diagnosis?.consoleErrors).toEqual(['a', 'b']);
    expect(medianDiagnosis([run(80, 'only')])).toEqual({ lcpElement: 'only', longTasks: [] });
    expect(medianDiagnosis([])).toBeUndefined();
  });
});

describe('chromeFlagsArgument', () => {
  it('quotes the value of a flag with spaces, not the whole flag', () => {
    expect(chromeFlagsArgument(['--headless=new', '--host-resolver-rules=MAP www.googletagmanager.com 127.0.0.1:4443', '--ignore-certificate-errors'])).toBe(
      '--headless=new --host-resolver-rules="MAP www.googletagmanager.com 127.0.0.1:4443" --ignore-certificate-errors',
    );
  });
});
