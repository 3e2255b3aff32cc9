import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { API_LAYOUT_FIRST_VISIT_ATTRIBUTE, API_LAYOUT_PENDING_ATTRIBUTE, apiLayoutBootScript, layoutSectionsOf } from './apiLayoutBootScript';
import { resolveApiLayout, type ApiLayoutSection } from './apiLayoutOption';

const PATH = '/material-ui/api/button/';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1)';

function memoryStorage(entries: Record<string, string>, { broken = false } = {}) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key: string) => {
      if (broken) throw new Error('denied');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('denied');
      data.set(key, value);
    },
  };
}

/** Runs the inline script as a page would, and returns whether it marked <html> and what it stored. */
function runScript(sections: ApiLayoutSection[], stored: Record<string, string>, userAgent: string, random: number, broken = false) {
  const storage = memoryStorage(stored, { broken });
  const attributes = new Map<string, string>();
  vm.runInNewContext(apiLayoutBootScript(), {
    document: {
      currentScript: { getAttribute: (name: string) => (name === 'data-sections' ? layoutSectionsOf(sections) : null) },
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
    navigator: { userAgent },
    location: { pathname: PATH },
    window: { localStorage: storage },
    Math: Object.assign(Object.create(Math) as Math, { random: () => random }),
  });
  return {
    pending: attributes.has(API_LAYOUT_PENDING_ATTRIBUTE),
    firstVisitPage: attributes.get(API_LAYOUT_FIRST_VISIT_ATTRIBUTE) === PATH,
    stored: Object.fromEntries(storage.data),
  };
}

/** What the React hook will render, with the same storage the script left. */
function hookLayouts(sections: ApiLayoutSection[], stored: Record<string, string>, userAgent: string, random: number, firstVisitPage = false) {
  const storage = memoryStorage(stored);
  const layouts = sections.map((section) => resolveApiLayout(section, { userAgent, storage, random: () => random, firstVisitPage }));
  return { layouts, stored: Object.fromEntries(storage.data) };
}

const CASES: Array<[string, ApiLayoutSection[], Record<string, string>, string, number]> = [
  ['first visit, pick expanded', ['props', 'classes'], {}, BROWSER, 0.5],
  ['first visit, pick collapsed', ['props', 'classes'], {}, BROWSER, 0.1],
  ['first visit, pick table', ['props'], {}, BROWSER, 0.99],
  ['saved default table', ['props', 'slots'], { apiPage_default: 'table' }, BROWSER, 0.5],
  ['saved default expanded, one section table', ['props', 'classes'], { apiPage_default: 'expanded', apiPage_classes: 'table' }, BROWSER, 0.1],
  ['all sections saved expanded, default collapsed', ['props', 'css'], { apiPage_default: 'collapsed', apiPage_props: 'expanded', apiPage_css: 'expanded' }, BROWSER, 0.1],
  ['hostile values ignored', ['props'], { apiPage_default: '<script>', apiPage_props: 'expended' }, BROWSER, 0.5],
  ['crawler', ['props', 'slots', 'css', 'classes'], { apiPage_default: 'table' }, CRAWLER, 0.1],
  ['no sections', [], {}, BROWSER, 0.1],
];

describe('apiLayoutBootScript', () => {
  it.each(CASES)('%s: hides the sections exactly when the hook will change one, and stores the same pick', (_name, sections, stored, userAgent, random) => {
    const script = runScript(sections, stored, userAgent, random);
    const hook = hookLayouts(sections, script.stored, userAgent, random, script.firstVisitPage);
    expect(script.pending).toBe(hook.layouts.some((layout) => layout !== 'expanded'));
    // The hook finds the script's pick and stores nothing more.
    expect(hook.stored).toEqual(script.stored);
    expect(hookLayouts(sections, stored, userAgent, random).stored).toEqual(script.stored);
  });

  it('on a first visit, saves the random pick but keeps this page as the server rendered it', () => {
    for (const random of [0.1, 0.5, 0.99]) {
      const script = runScript(['props', 'classes'], {}, BROWSER, random);
      expect(script.pending).toBe(false);
      expect(script.firstVisitPage).toBe(true);
      expect(['collapsed', 'expanded', 'table']).toContain(script.stored.apiPage_default);
      expect(hookLayouts(['props', 'classes'], script.stored, BROWSER, random, true).layouts).toEqual(['expanded', 'expanded']);
      // The next page load finds the pick.
      const next = runScript(['props'], script.stored, BROWSER, 0.5);
      expect(next.firstVisitPage).toBe(false);
      expect(hookLayouts(['props'], next.stored, BROWSER, 0.5).layouts).toEqual([script.stored.apiPage_default]);
    }
    // A section the reader chose before still gets its choice (and waits for it).
    const chosen = runScript(['props'], { apiPage_props: 'table' }, BROWSER, 0.5);
    expect(chosen.pending).toBe(true);
  });

  it('survives storage that throws, leaving the page visible', () => {
    expect(runScript(['props'], {}, BROWSER, 0.1, true).pending).toBe(false);
    expect(runScript(['props'], {}, BROWSER, 0.5, true).pending).toBe(false);
  });

  it('is one constant text, so one CSP hash covers every API page', () => {
    expect(apiLayoutBootScript()).toBe(apiLayoutBootScript());
    expect(apiLayoutBootScript()).not.toContain('</');
    expect(layoutSectionsOf(['props', 'slots', 'props'])).toBe('props slots');
  });
});
