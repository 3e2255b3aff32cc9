import { describe, expect, it } from 'vitest';
import {
  API_LAYOUT_OPTIONS,
  isCrawler,
  resolveApiLayout,
  resolveDefaultApiLayout,
  saveApiLayout,
  type OptionStorage,
} from './apiLayoutOption';

function memoryStorage(initial: Record<string, string> = {}): OptionStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? (data[key] as string) : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('API layout option (B9)', () => {
  it('recognises crawlers', () => {
    for (const agent of ['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'SomeCrawler 1.0', 'a spider', 'Robot', 'site crawling tool']) {
      expect(isCrawler(agent), agent).toBe(true);
    }
    expect(isCrawler(BROWSER)).toBe(false);
  });

  it('gives crawlers expanded, whatever is stored, and stores nothing', () => {
    const storage = memoryStorage({ apiPage_props: 'table', apiPage_default: 'collapsed' });
    expect(resolveApiLayout('props', { userAgent: 'Googlebot', storage, random: () => 0 })).toBe('expanded');
    expect(resolveDefaultApiLayout({ userAgent: 'Googlebot', storage: memoryStorage(), random: () => 0 })).toBe('expanded');
  });

  it('uses a valid stored section value, then a valid stored default', () => {
    const storage = memoryStorage({ apiPage_props: 'table', apiPage_default: 'collapsed' });
    expect(resolveApiLayout('props', { userAgent: BROWSER, storage, random: () => 0.9 })).toBe('table');
    expect(resolveApiLayout('slots', { userAgent: BROWSER, storage, random: () => 0.9 })).toBe('collapsed');
  });

  it('ignores invalid stored values', () => {
    const storage = memoryStorage({ apiPage_props: 'expended', apiPage_default: '<b>' });
    expect(resolveApiLayout('props', { userAgent: BROWSER, storage, random: () => 0 })).toBe('collapsed');
    expect(storage.data.apiPage_default).toBe('collapsed');
  });

  it('picks one of the three at random and saves it as the default', () => {
    const picks = [0, 0.34, 0.99].map((value) => {
      const storage = memoryStorage();
      const option = resolveDefaultApiLayout({ userAgent: BROWSER, storage, random: () => value });
      expect(storage.data.apiPage_default).toBe(option);
      return option;
    });
    expect(picks).toEqual([...API_LAYOUT_OPTIONS]);
  });

  it('survives storage that throws', () => {
    const broken: OptionStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(resolveApiLayout('css', { userAgent: BROWSER, storage: broken, random: () => 0.5 })).toBe('expanded');
    expect(() => saveApiLayout('css', 'table', broken)).not.toThrow();
  });

  it('saves a section choice, refusing invalid values', () => {
    const storage = memoryStorage();
    saveApiLayout('classes', 'table', storage);
    expect(storage.data.apiPage_classes).toBe('table');
    saveApiLayout('classes', 'sideways' as never, storage);
    expect(storage.data.apiPage_classes).toBe('table');
  });
});
