import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BUNDLED_ATTRIBUTE, bundlePart, scriptsInMostLists, sharedScriptBundle, withSharedBundle } from './sharedScriptBundle';

/** A chunk as Turbopack writes it: it registers its modules under the script element that loaded it. */
function chunk(id: number, body: string): string {
  return `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${id},e=>{${body}}]);\n//# sourceMappingURL=x.js.map`;
}
const RUNTIME = '(()=>{globalThis.RUNTIME_RAN=true})();\n//# sourceMappingURL=r.js.map';
const MIDDLEWARE = '//# allFunctionsCalledOnLoad\nself.__MIDDLEWARE_MATCHERS = [];self.__MIDDLEWARE_MATCHERS_CB && self.__MIDDLEWARE_MATCHERS_CB()';

describe('scriptsInMostLists', () => {
  it('keeps the scripts that nearly every list holds, in the order they first appear', () => {
    const lists = Array.from({ length: 40 }, (_, index) => ['boot-' + index, 'a', 'b', ...(index === 0 ? [] : ['c'])]);
    expect(scriptsInMostLists(lists)).toEqual(['a', 'b', 'c']);
    expect(scriptsInMostLists(lists, 1)).toEqual(['a', 'b']);
    expect(scriptsInMostLists([])).toEqual([]);
  });
});

describe('bundlePart', () => {
  it("names the chunk's own path where the chunk named its script element, and drops its source map comment", () => {
    const part = bundlePart('/_next/static/chunks/a.js', `//# allFunctionsCalledOnLoad\n${chunk(1, 'x()')}`);
    expect(part).toBe('(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["static/chunks/a.js",1,e=>{x()}]);');
  });

  it('takes the runtime and the middleware manifest as they are, and nothing else', () => {
    expect(bundlePart('/_next/static/chunks/turbopack-1.js', RUNTIME)).toBe('(()=>{globalThis.RUNTIME_RAN=true})();');
    expect(bundlePart('/_next/static/B/_clientMiddlewareManifest.js', MIDDLEWARE)).toContain('self.__MIDDLEWARE_MATCHERS = [];');
    expect(bundlePart('/_next/static/chunks/boot-1.js', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})')).toBeNull();
    expect(bundlePart('/elsewhere/a.js', chunk(1, ''))).toBeNull();
  });
});

describe('sharedScriptBundle', () => {
  const chunks = [
    { publicPath: '/_next/static/chunks/a.js', source: chunk(1, 'globalThis.order.push("a")') },
    { publicPath: '/_next/static/chunks/odd.js', source: 'console.log(1)' },
    { publicPath: '/_next/static/chunks/turbopack-1.js', source: RUNTIME },
    { publicPath: '/_next/static/chunks/b.js', source: chunk(2, 'globalThis.order.push("b")') },
  ];

  it('is named by its content and holds every chunk it can, each registered under its own path', () => {
    const bundle = sharedScriptBundle(chunks)!;
    expect(bundle.publicPath).toMatch(/^\/_next\/static\/chunks\/shared-[0-9a-f]{16}\.js$/);
    expect(bundle.chunks).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-1.js', '/_next/static/chunks/b.js']);
    expect(sharedScriptBundle(chunks)!.publicPath).toBe(bundle.publicPath);

    // Run it: the placeholders come first, then the registrations, exactly as the chunks would have made them.
    const appended: Array<{ type: string; src: string; attributes: Record<string, string> }> = [];
    const document = {
      createElement: () => {
        const element = { type: '', src: '', attributes: {} as Record<string, string>, setAttribute: (name: string, value: string) => (element.attributes[name] = value) };
        return element;
      },
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    };
    const context: Record<string, unknown> = { document };
    context.globalThis = context;
    vm.runInNewContext(bundle.content, context);
    expect(appended.map((element) => [element.type, element.src, BUNDLED_ATTRIBUTE in element.attributes])).toEqual(
      bundle.chunks.map((src) => ['text/plain', src, true]),
    );
    const queue = context.TURBOPACK as unknown[][];
    expect(queue.map((registration) => registration.slice(0, 2))).toEqual([
      ['static/chunks/a.js', 1],
      ['static/chunks/b.js', 2],
    ]);
    expect(context.RUNTIME_RAN).toBe(true);
  });

  it('is not made from fewer than two chunks', () => {
    expect(sharedScriptBundle(chunks.slice(0, 2))).toBeNull();
  });
});

describe('withSharedBundle', () => {
  const bundle = { publicPath: '/s.js', chunks: ['/a.js', '/b.js'] };

  it('puts the bundle where the first of its chunks was', () => {
    expect(withSharedBundle(['/boot.js', '/a.js', '/own.js', '/b.js'], bundle)).toEqual(['/boot.js', '/s.js', '/own.js']);
  });

  it('leaves a list that lacks one of its chunks as it is', () => {
    expect(withSharedBundle(['/boot.js', '/a.js', '/own.js'], bundle)).toEqual(['/boot.js', '/a.js', '/own.js']);
  });
});
