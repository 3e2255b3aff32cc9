import { describe, expect, it } from 'vitest';
import { DEMO_PAGE_BUCKET_COUNT, demoPageBucketOf } from './demoPageBuckets';

describe('demoPageBucketOf', () => {
  it('gives each pathname one bucket, always the same, within the count', () => {
    for (const pathname of ['/material-ui/react-button', '/joy-ui/react-button', '/x/react-data-grid/sorting', '/']) {
      const bucket = demoPageBucketOf(pathname);
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < DEMO_PAGE_BUCKET_COUNT).toBe(true);
      expect(demoPageBucketOf(pathname)).toBe(bucket);
    }
  });

  it('spreads pages over the buckets: none holds more than a quarter of 200 pathnames', () => {
    const counts = new Array<number>(DEMO_PAGE_BUCKET_COUNT).fill(0);
    for (let page = 0; page < 200; page += 1) counts[demoPageBucketOf(`/material-ui/react-page-${page}`)]! += 1;
    expect(Math.max(...counts)).toBeLessThan(50);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(DEMO_PAGE_BUCKET_COUNT / 2);
  });
});
