import { isExternalHref } from '../../routing/hrefs';

export const MAX_TITLE_LENGTH = 70;
export const MAX_DESCRIPTION_LENGTH = 170;

const FILE_EXTENSION = /\.[a-z0-9]{1,6}$/i;

/** What is wrong with something written in a content file, and what to do about it. */
export interface ContentProblem {
  reason: string;
  fix: string;
}

/**
 * What is wrong with the form of a link target, or null when it is fine. Internal page links start with `/`
 * and end with `/` (before any query or hash); links to files (`/feed/rss.xml`) keep their extension.
 */
export function checkLinkHref(href: string): ContentProblem | null {
  if (href === '') return { reason: 'A link has an empty target.', fix: 'Write the path of a page, such as (/material-ui/react-button/), or remove the link.' };
  if (href.startsWith('#') || isExternalHref(href)) return null;
  const [path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href)?.slice(1) ?? [];
  if (!href.startsWith('/')) {
    return { reason: `The link "${href}" is missing its leading slash.`, fix: `Link to pages by their path from the site root: /${href}.` };
  }
  if (/\/\/+/.test(path)) return { reason: `The link "${href}" has a duplicated slash.`, fix: `Write ${path.replace(/\/\/+/g, '/')}${rest}.` };
  if (!path.endsWith('/') && !FILE_EXTENSION.test(path)) {
    return { reason: `The link "${href}" is missing its trailing slash.`, fix: `Write ${path}/${rest}: page paths end with a slash.` };
  }
  return null;
}
