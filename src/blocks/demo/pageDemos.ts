import type * as React from 'react';

/** A demo's generated entry: the demo, and the modules it imports (the live editor's scope). */
export interface DemoEntryModule {
  default: React.ComponentType;
  imports: Record<string, unknown>;
}

/** A page's generated demo bundle: each demo's entry, run only when called. */
export interface PageDemosModule {
  entries: Record<string, () => DemoEntryModule>;
}

/** One demo of a page's bundle, as demoOnDemand and the live editor use it. */
export interface DemoSource {
  /** Whether `evaluate` can run now (the bundle is here). */
  ready(): boolean;
  /** Fetches the page's bundle once; resolves when `evaluate` can run. */
  load(): Promise<void>;
  /** Runs the demo's entry (its module runs the first time) and returns it. */
  evaluate(): DemoEntryModule;
  /** The modules the demo imports, for the live editor, once the bundle is here. */
  imports(): Promise<Record<string, unknown>>;
}

/**
 * The demos of a page, in one chunk of their own that the browser fetches when the first demo is needed.
 * Bundled with the route, every demo's code (a TextField demo brings Select, Menu, Popover and Modal) was
 * part of the page's first load even where no demo is in view, such as a guide with one demo at its end.
 * One chunk per page, not per demo: separate chunks each got their own copy of the modules they share.
 *
 * The server has the bundle at once (`serverBundle`, a `require` the client's build leaves out), so it
 * renders every demo in full; the browser imports it (`importBundle`).
 */
export function pageDemos(serverBundle: (() => PageDemosModule) | null, importBundle: () => Promise<PageDemosModule>): (key: string) => DemoSource {
  let bundle: PageDemosModule | null = serverBundle ? serverBundle() : null;
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    if (bundle) return Promise.resolve();
    loading ??= importBundle().then(
      (module) => {
        bundle = module;
      },
      (error: unknown) => {
        loading = null; // a failed fetch (offline) is tried again next time
        throw error;
      },
    );
    return loading;
  };
  return (key) => {
    const evaluate = (): DemoEntryModule => {
      const entry = bundle?.entries[key];
      if (!entry) throw new Error(bundle ? `The page's demos have no entry ${key}.` : `The page's demos are not loaded yet (${key}).`);
      return entry();
    };
    return { ready: () => bundle !== null, load, evaluate, imports: () => load().then(() => evaluate().imports) };
  };
}
