import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_SOURCE, loadScriptsAfterFirstPaint, loaderPublicPath, scriptsLoadedAfterPaint } from './paintFirstScripts';
import { executableInlineScripts } from './inlineScripts';

const PAGE = [
  '<head><meta charset="utf-8"/><style>x{}</style>',
  '<script defer="" src="/_next/static/chunks/dynamic-1.js"></script>',
  '<script src="/_next/static/chunks/boot-1.js" defer=""></script>',
  '<script src="/_next/static/chunks/a.js" defer=""></script>',
  '<script src="/_next/static/chunks/b.js" defer=""></script>',
  '<script src="/_next/static/BUILD/_buildManifest.js" defer=""></script>',
  '<script src="/_next/static/BUILD/_ssgManifest.js" defer=""></script>',
  '</head><body><script>mode()</script><script id="__NEXT_DATA__" type="application/json">{}</script></body>',
].join('');

describe('loadScriptsAfterFirstPaint', () => {
  it('replaces the deferred scripts by one loader listing them in order, without the router manifests', () => {
    const { html, scripts } = loadScriptsAfterFirstPaint(PAGE);
    expect(scripts).toEqual(['/_next/static/chunks/dynamic-1.js', '/_next/static/chunks/boot-1.js', '/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).toBe(
      `<head><meta charset="utf-8"/><style>x{}</style><script src="${loaderPublicPath()}" defer="" data-scripts="${scripts.join(' ')}"></script>` +
        '</head><body><script>mode()</script><script id="__NEXT_DATA__" type="application/json">{}</script></body>',
    );
    expect(scriptsLoadedAfterPaint(html)).toEqual(scripts);
    // No new inline script, so the Content-Security-Policy needs no new hash.
    expect(executableInlineScripts(html)).toEqual(executableInlineScripts(PAGE));
  });

  it('leaves a page without deferred scripts, and a rewritten page, as they are', () => {
    expect(loadScriptsAfterFirstPaint('<p>x</p>')).toEqual({ html: '<p>x</p>', scripts: [] });
    const once = loadScriptsAfterFirstPaint(PAGE).html;
    expect(loadScriptsAfterFirstPaint(once).html).toBe(once);
    expect(loaderPublicPath()).toMatch(/^\/_next\/static\/chunks\/after-paint-[0-9a-f]{16}\.js$/);
  });
});

/** Runs the loader against a minimal document, with paint reports, frames and timers under the test's control. */
function runLoader(visibility: 'visible' | 'hidden', { paintTiming = true } = {}) {
  const appended: Array<{ src: string; async: boolean }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; delay: number }> = [];
  const observers: Array<{ report: (names: string[]) => void; disconnected: boolean }> = [];
  class FakePerformanceObserver {
    private record: { report: (names: string[]) => void; disconnected: boolean };
    constructor(callback: (list: { getEntries: () => Array<{ name: string }> }) => void) {
      this.record = { report: (names) => callback({ getEntries: () => names.map((name) => ({ name })) }), disconnected: false };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered: boolean }) {
      if (options.type !== 'paint' || !options.buffered) throw new Error('unexpected observe options');
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const own = { getAttribute: (name: string) => (name === 'data-scripts' ? '/a.js  /b.js' : null) };
  const document = {
    currentScript: own,
    visibilityState: visibility,
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  };
  vm.runInNewContext(LOADER_SOURCE, {
    document,
    ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {}),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
  });
  return { appended, frames, timers, observers };
}

describe('the loader', () => {
  it('inserts the scripts in order, not async, in the task after the first contentful paint is reported, once', () => {
    const { appended, timers, observers } = runLoader('visible');
    expect(appended).toEqual([]);
    expect(timers.map((timer) => timer.delay)).toEqual([3000]);
    observers[0]!.report(['first-paint']);
    expect(timers).toHaveLength(1);
    observers[0]!.report(['first-contentful-paint']);
    expect(observers[0]!.disconnected).toBe(true);
    expect(appended).toEqual([]);
    timers.find((timer) => timer.delay === 0)!.run();
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
    timers.find((timer) => timer.delay === 3000)!.run();
    expect(appended).toHaveLength(2);
  });

  it('loads at once in a hidden tab, which paints nothing', () => {
    expect(runLoader('hidden').appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('waits one frame where paint timing is missing, and loads after three seconds if no paint is reported', () => {
    const noTiming = runLoader('visible', { paintTiming: false });
    expect(noTiming.frames).toHaveLength(1);
    noTiming.frames[0]!();
    noTiming.timers.find((timer) => timer.delay === 0)!.run();
    expect(noTiming.appended).toHaveLength(2);
    const neverPainted = runLoader('visible');
    neverPainted.timers.find((timer) => timer.delay === 3000)!.run();
    expect(neverPainted.appended).toHaveLength(2);
  });
});
