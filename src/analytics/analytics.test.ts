import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickEventOf } from './clickEvents';
import { bootstrapGtag, gtag } from './gtag';
import { shouldReportWebVitals } from './webVitals';

describe('clickEventOf', () => {
  const dom = new JSDOM(`<div data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="Basic">
    <button id="inner"><span id="deep">x</span></button></div>
    <button id="sampled" data-ga-event-category="s" data-ga-event-split="0.1">s</button>
    <button id="zero" data-ga-event-category="z" data-ga-event-split="0">z</button>
    <button id="plain">p</button>`);
  const byId = (id: string) => dom.window.document.getElementById(id);

  it('walks up to the element with the category', () => {
    expect(clickEventOf(byId('deep'), () => 0.5)).toEqual({ category: 'demo', action: 'copy', label: 'Basic' });
    expect(clickEventOf(byId('plain'), () => 0.5)).toBeNull();
    expect(clickEventOf(null, () => 0.5)).toBeNull();
  });

  it('keeps only the split share of events; a zero split keeps all', () => {
    expect(clickEventOf(byId('sampled'), () => 0.05)).toMatchObject({ category: 's' });
    expect(clickEventOf(byId('sampled'), () => 0.2)).toBeNull();
    expect(clickEventOf(byId('zero'), () => 0.99)).toMatchObject({ category: 'z', action: null, label: null });
  });
});

describe('web-vitals sampling', () => {
  it('skips a page load with the configured probability', () => {
    expect(shouldReportWebVitals(0.0001, () => 0.00005)).toBe(false);
    expect(shouldReportWebVitals(0.0001, () => 0.0001)).toBe(true);
    expect(shouldReportWebVitals(0, () => 0)).toBe(true);
    expect(shouldReportWebVitals(1, () => 0.9999)).toBe(false);
  });
});

describe('gtag', () => {
  const original = globalThis.window;
  afterEach(() => {
    globalThis.window = original;
  });

  it('pushes arguments objects to window.dataLayer', () => {
    const fake = {} as Window & { dataLayer?: IArguments[] };
    globalThis.window = fake as Window & typeof globalThis;
    gtag('event', 'page_view', { page_title: 'T' });
    expect(fake.dataLayer?.map((entry) => Array.from(entry))).toEqual([['event', 'page_view', { page_title: 'T' }]]);
  });

  it('bootstraps the tag without sending a page view itself', () => {
    const fake = {} as Window & { dataLayer?: IArguments[] };
    globalThis.window = fake as Window & typeof globalThis;
    const now = new Date(0);
    bootstrapGtag('G-ABC123', now);
    expect(fake.dataLayer?.map((entry) => Array.from(entry))).toEqual([
      ['js', now],
      ['config', 'G-ABC123', { send_page_view: false }],
    ]);
  });
});

describe('afterLoadAndIdle', () => {
  it('runs the task after the load event, the delay and an idle moment, unless cancelled', async () => {
    const { afterLoadAndIdle } = await import('./webVitals');
    const listeners: Record<string, () => void> = {};
    const idle: Array<() => void> = [];
    const globals = globalThis as unknown as { window?: unknown; document?: unknown };
    const saved = { window: globals.window, document: globals.document };
    globals.document = { readyState: 'loading' };
    globals.window = {
      addEventListener: (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
      removeEventListener: () => undefined,
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    };
    vi.useFakeTimers();
    try {
      let runs = 0;
      afterLoadAndIdle(() => (runs += 1), 1000);
      vi.advanceTimersByTime(5000);
      expect(idle).toHaveLength(0); // not before the load event
      listeners.load?.();
      vi.advanceTimersByTime(999);
      expect(idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(idle).toHaveLength(1);
      idle[0]?.();
      expect(runs).toBe(1);

      const cancel = afterLoadAndIdle(() => (runs += 1), 1000);
      listeners.load?.();
      vi.advanceTimersByTime(1000);
      cancel();
      idle[1]?.();
      expect(runs).toBe(1);
    } finally {
      vi.useRealTimers();
      globals.window = saved.window;
      globals.document = saved.document;
    }
  });
});
