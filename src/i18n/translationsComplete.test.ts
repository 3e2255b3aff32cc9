import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../navigation/sections';
import type { NavPage } from '../navigation/types';
import { titleKeyOf, titlesOf } from './build/pageTitles';
import en from './translations/en.json';
import zh from './translations/zh.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('Chinese translations', () => {
  it('cover every shell string of English, with the same placeholders', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(en)) {
      const read = (source: unknown) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], source) as string;
      expect(read(zh), key).not.toBe('');
      expect((read(zh).match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual((read(en).match(/\{\{\w+\}\}/g) ?? []).sort());
    }
  });

  it('give every navigation title of every tree a translation', () => {
    const titles = titlesOf('zh') ?? {};
    let count = 0;
    const visit = (pages: readonly NavPage[]) => {
      for (const page of pages) {
        expect(titles[titleKeyOf(page)], `${page.subheader ?? ''} ${page.pathname}`).toBeTruthy();
        count += 1;
        if (page.children) visit(page.children);
      }
    };
    for (const section of NAV_SECTIONS) visit(section.pages);
    expect(count).toBeGreaterThan(700);
  });
});
