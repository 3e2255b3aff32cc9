import type { NavPage } from '../../navigation/types';
import { pageToTitle } from '../../navigation/pageTitle';
import type { Language } from '../../site/languages';
import zh from '../pageTitles/zh.json';

const TITLES: Partial<Record<Language, Record<string, string>>> = { zh };

/** The key of a navigation node in the title files: its subheader, else its pathname. */
export function titleKeyOf(page: Pick<NavPage, 'pathname' | 'subheader'>): string {
  return page.subheader || page.pathname;
}

/** A node's title in a language: its translation, else the English title. */
export function translatedTitle(page: Pick<NavPage, 'pathname' | 'subheader' | 'title'>, language: Language): string {
  return TITLES[language]?.[titleKeyOf(page)] || pageToTitle(page);
}

/** A navigation tree with every title in the given language (English trees are returned as they are). */
export function translateTree(pages: readonly NavPage[], language: Language): readonly NavPage[] {
  if (!TITLES[language]) return pages;
  return pages.map((page) => ({
    ...page,
    title: translatedTitle(page, language),
    ...(page.children ? { children: translateTree(page.children, language) } : {}),
  }));
}

export function titlesOf(language: Language): Record<string, string> | undefined {
  return TITLES[language];
}
