import { describe, expect, it } from 'vitest';
import { knownPackageAudits, scoreWithout } from './knownAudits';

const GRID = '<div class="MuiDataGrid-root MuiDataGrid-root--densityStandard css-1x" role="grid" aria-colcount="4">';
const category = {
  auditRefs: [
    { id: 'aria-required-children', weight: 10 },
    { id: 'color-contrast', weight: 7 },
    { id: 'image-alt', weight: 10 },
    { id: 'not-applicable', weight: 0 },
  ],
};

describe('known package audits', () => {
  it('names a failed audit whose every failing element is known package markup', () => {
    const audits = {
      'aria-required-children': { score: 0, details: { items: [{ node: { snippet: GRID } }] } },
      'color-contrast': { score: 1 },
      'image-alt': { score: 1 },
    };
    expect(knownPackageAudits(category, audits)).toEqual(['aria-required-children']);
    expect(scoreWithout(category, audits, ['aria-required-children'])).toBe(100);
    // Lighthouse's own weighted mean, for comparison: 7 + 10 of 27.
    expect(scoreWithout(category, audits, [])).toBe(63);
  });

  it('keeps an audit that also fails on the site’s own markup, or on a rule not known for that class', () => {
    const mixed = {
      'aria-required-children': {
        score: 0,
        details: { items: [{ node: { snippet: GRID } }, { node: { snippet: '<ul class="nav-list" role="tree">' } }] },
      },
      'color-contrast': { score: 0, details: { items: [{ node: { snippet: GRID } }] } },
      'image-alt': { score: 1 },
    };
    expect(knownPackageAudits(category, mixed)).toEqual([]);
    // A class name that only contains the known one is not it.
    const lookalike = { 'aria-required-children': { score: 0, details: { items: [{ node: { snippet: '<div class="MuiDataGrid-rootish" role="grid">' } }] } } };
    expect(knownPackageAudits(category, lookalike)).toEqual([]);
    // A failed audit without nodes is never excused.
    expect(knownPackageAudits(category, { 'aria-required-children': { score: 0 } })).toEqual([]);
  });

  it('scores a page with no weighted audit left as full, and a missing category as 0', () => {
    expect(scoreWithout({ auditRefs: [{ id: 'a', weight: 1 }] }, { a: { score: 0 } }, ['a'])).toBe(100);
    expect(scoreWithout(undefined, {}, [])).toBe(0);
  });
});
