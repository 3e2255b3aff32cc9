import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendTagScript, tagUrlOf, whenIdleOrFirstInteraction } from './tagLoading';

describe('whenIdleOrFirstInteraction', () => {
  const globals = globalThis as unknown as { window?: unknown; document?: unknown };
  const saved = { window: globals.window, document: globals.document };
  let dom: JSDOM;
  let idle: Array<() => void>;

  beforeEach(() => {
    dom = new JSDOM('<!doctype html><html><head></head><body><button>b</button></body></html>');
    idle = [];
    (dom.window as unknown as { requestIdleCallback: (callback: () => void) => void }).requestIdleCallback = (callback) => idle.push(callback);
    globals.window = dom.window;
    globals.document = dom.window.document;
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    globals.window = saved.window;
    globals.document = saved.document;
  });

  it('waits for the load event, the delay and an idle moment', () => {
    Object.defineProperty(dom.window.document, 'readyState', { value: 'loading', configurable: true });
    let runs = 0;
    whenIdleOrFirstInteraction(() => (runs += 1), 1500);
    vi.advanceTimersByTime(10_000);
    expect(idle).toHaveLength(0);
    dom.window.dispatchEvent(new dom.window.Event('load'));
    vi.advanceTimersByTime(1499);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    idle[0]?.();
    expect(runs).toBe(1);
  });

  it('runs at once on the first interaction, and only once', () => {
    let runs = 0;
    whenIdleOrFirstInteraction(() => (runs += 1), 1500);
    dom.window.document.querySelector('button')!.dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true }));
    expect(runs).toBe(1);
    dom.window.dispatchEvent(new dom.window.Event('keydown'));
    dom.window.dispatchEvent(new dom.window.Event('load'));
    vi.advanceTimersByTime(5000);
    idle.forEach((callback) => callback());
    expect(runs).toBe(1);
  });

  it('does nothing once cancelled', () => {
    let runs = 0;
    const cancel = whenIdleOrFirstInteraction(() => (runs += 1), 1500);
    cancel();
    dom.window.dispatchEvent(new dom.window.Event('keydown'));
    dom.window.dispatchEvent(new dom.window.Event('load'));
    vi.advanceTimersByTime(5000);
    idle.forEach((callback) => callback());
    expect(runs).toBe(0);
  });
});

describe('appendTagScript', () => {
  it('adds one async script for the measurement id, however often it is called', () => {
    const { document } = new JSDOM('<!doctype html><html><head></head><body></body></html>').window;
    appendTagScript(tagUrlOf('G-A B&C'), document);
    appendTagScript(tagUrlOf('G-A B&C'), document);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%20B%26C');
  });
});
