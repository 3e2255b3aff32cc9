import { isExternalHref } from '../../routing/hrefs';

export const MAX_TITLE_LENGTH = 70;
export const MAX_DESCRIPTION_LENGTH = 170;

/** Problems with a page's title and description, as messages (empty when fine). */
export function checkTitleAndDescription(title: string, description: string): string[] {
  const problems: string[] = [];
  if (!title) problems.push('Missing title in the page.');
  else if (title.length > MAX_TITLE_LENGTH) {
    problems.push(`The title is ${title.length} characters long, over ${MAX_TITLE_LENGTH}: "${title}".`);
  }
  if (!description) problems.push('Missing description in the page.');
  else if (description.length > MAX_DESCRIPTION_LENGTH) {
    problems.push(`The description is ${description.length} characters long, over ${MAX_DESCRIPTION_LENGTH}.`);
  }
  return problems;
}

const FILE_EXTENSION = /\.[a-z0-9]{1,6}$/i;

/**
 * What is wrong with a link target, or null when it is fine. Internal page links start with `/` and
 * end with `/` (before any query or hash); links to files (`/feed/rss.xml`) keep their extension.
 */
export function checkLinkHref(href: string): string | null {
  if (href === '' ) return 'A link has an empty target.';
  if (href.startsWith('#') || isExternalHref(href)) return null;
  if (!href.startsWith('/')) return `The link "${href}" is missing its leading slash.`;
  const path = href.replace(/[?#].*$/, '');
  if (/\/\/+/.test(path)) return `The link "${href}" has a duplicated slash.`;
  if (!path.endsWith('/') && !FILE_EXTENSION.test(path)) return `The link "${href}" is missing its trailing slash.`;
  return null;
}
