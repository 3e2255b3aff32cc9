// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildManifestUrl, loadRouteManifestOnDemand } from './routeManifestOnDemand';

function freshWindow(buildId: unknown = 'abc_123') {
  const doc = document.implementation.createHTMLDocument('t');
  const win = { __NEXT_DATA__: { buildId } } as unknown as Window & { __BUILD_MANIFEST_CB?: () => void; __BUILD_MANIFEST?: unknown };
  return { win, doc, scripts: () => [...doc.head.querySelectorAll('script')].map((script) => script.getAttribute('src')) };
}

describe('loadRouteManifestOnDemand', () => {
  it('requests nothing until the router waits for the manifest, then requests it once', () => {
    const { win, doc, scripts } = freshWindow();
    loadRouteManifestOnDemand(win, doc);
    expect(scripts()).toEqual([]);
    // What Next's getClientBuildManifest does: chain onto any earlier callback.
    const calls: string[] = [];
    const first = win.__BUILD_MANIFEST_CB;
    win.__BUILD_MANIFEST_CB = () => {
      calls.push('first');
      first?.();
    };
    const second = win.__BUILD_MANIFEST_CB;
    win.__BUILD_MANIFEST_CB = () => {
      calls.push('second');
      second?.();
    };
    // With the SSG manifest, which the router reads only after the build manifest.
    expect(scripts()).toEqual(['/_next/static/abc_123/_buildManifest.js', '/_next/static/abc_123/_ssgManifest.js']);
    // What the manifest file does when it runs.
    win.__BUILD_MANIFEST = { '/': [] };
    win.__BUILD_MANIFEST_CB?.();
    expect(calls).toEqual(['second', 'first']);
  });

  it('requests again after a failed download, and never for a hostile build id', () => {
    const { win, doc, scripts } = freshWindow();
    loadRouteManifestOnDemand(win, doc);
    win.__BUILD_MANIFEST_CB = () => undefined;
    doc.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual(['/_next/static/abc_123/_ssgManifest.js']);
    win.__BUILD_MANIFEST_CB = () => undefined;
    expect(scripts()).toEqual(['/_next/static/abc_123/_ssgManifest.js', '/_next/static/abc_123/_buildManifest.js']);
    for (const id of ['../x', 'a"b', '', 42, null, 'x'.repeat(65)]) expect(buildManifestUrl(id)).toBeNull();
    const hostile = freshWindow('"><script>');
    loadRouteManifestOnDemand(hostile.win, hostile.doc);
    hostile.win.__BUILD_MANIFEST_CB = () => undefined;
    expect(hostile.scripts()).toEqual([]);
  });

  it('does nothing where the page already has the manifest', () => {
    const { win, doc, scripts } = freshWindow();
    win.__BUILD_MANIFEST = {};
    loadRouteManifestOnDemand(win, doc);
    win.__BUILD_MANIFEST_CB = () => undefined;
    expect(scripts()).toEqual([]);
  });

  it('requests only the build manifest where the page already has the SSG manifest', () => {
    const { win, doc, scripts } = freshWindow();
    (win as unknown as { __SSG_MANIFEST: Set<string> }).__SSG_MANIFEST = new Set(['/']);
    loadRouteManifestOnDemand(win, doc);
    win.__BUILD_MANIFEST_CB = () => undefined;
    expect(scripts()).toEqual(['/_next/static/abc_123/_buildManifest.js']);
    expect(buildManifestUrl('abc', 'ssg')).toBe('/_next/static/abc/_ssgManifest.js');
  });
});
