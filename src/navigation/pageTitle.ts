import type { NavPage } from './types';

function pascalCase(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function camelCase(name: string): string {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/**
 * The label of a navigation node (DESIGN B3): its title; else derived from the last segment of its
 * subheader or pathname, without `react-`; API paths become component (PascalCase) or hook
 * (camelCase) names, other paths read as a sentence.
 */
export function pageToTitle(page: Pick<NavPage, 'pathname' | 'title' | 'subheader'>): string {
  if (page.title) return page.title;
  const path = (page.subheader || page.pathname).replace(/[?#].*$/, '').replace(/\/$/, '');
  const name = path
    .slice(path.lastIndexOf('/') + 1)
    .replace('react-', '')
    .split('.')[0] as string;

  if (path.includes('/api-docs/') || path.includes('/api/')) {
    return name.startsWith('use') ? camelCase(name) : pascalCase(name);
  }
  const sentence = name.replace(/-/g, ' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A title that a translation may provide (`pages.<pathname>`), falling back to `pageToTitle`. */
export function pageToTitleI18n(
  page: Pick<NavPage, 'pathname' | 'title' | 'subheader'>,
  translate?: (key: string) => string | null | undefined,
): string {
  const translated = translate?.(`pages.${page.subheader || page.pathname}`);
  return translated || pageToTitle(page);
}
