import { DEFAULT_LANGUAGE, type Language } from '../site/languages';

/** True for links that leave the site (`https://…`, `mailto:` …). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * The exported URL of a page pathname: internal links end with `/` (B1), before any query or hash.
 * `/material-ui/react-button` → `/material-ui/react-button/`; `/x/#a` stays as it is.
 */
export function pathnameToHref(pathname: string): string {
  if (isExternalHref(pathname)) return pathname;
  const match = /^([^?#]*)(.*)$/.exec(pathname);
  const path = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return `${withSlash}${rest}`;
}

/** The same page in another language: `/zh` is prefixed for Chinese, English has no prefix. */
export function localizeHref(href: string, language: Language): string {
  if (isExternalHref(href) || language === DEFAULT_LANGUAGE) return href;
  return `/${language}${href}`;
}

/** URL of a page's Markdown twin: `/material-ui/react-button/` → `/material-ui/react-button.md`. */
export function markdownTwinHref(pageHref: string): string {
  const path = pageHref.replace(/[?#].*$/, '');
  return path === '/' ? '/index.md' : `${path.replace(/\/$/, '')}.md`;
}
