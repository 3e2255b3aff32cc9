import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STAND_IN_MIN_BYTES, standInTagScript } from './tagStandIn';

describe('standInTagScript', () => {
  const script = standInTagScript();

  it('is at least as large as the real tag', () => {
    expect(Buffer.byteLength(script)).toBeGreaterThanOrEqual(STAND_IN_MIN_BYTES);
  });

  it('is the same on every call, so runs compare', () => {
    expect(standInTagScript()).toBe(script);
  });

  it('runs: reads the queued data layer and replaces gtag with a function that pushes to it', () => {
    const window: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; __standInTag?: { entries: number } } = { dataLayer: [['js'], ['config']] };
    vm.runInNewContext(script, { window });
    expect(window.__standInTag?.entries).toBe(2);
    window.gtag?.('event', 'page_view');
    expect(window.dataLayer).toHaveLength(3);
  });
});
