import { pageToTitle } from '../../navigation/pageTitle';
import { flagsOfPage, type PageFlag } from '../../navigation/pageFlags';
import type { NavIconName, NavPage, Plan } from '../../navigation/types';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { shellIconHref, type ShellIconName } from '../../icons/ShellIcon';
import { escapeHtml } from '../../site/escapeHtml';

/** Words the tree shows, in the reader's language. */
export interface NavTreeLabels {
  flags: Record<PageFlag, string>;
  plans: Record<Plan, string>;
  opensInNewTab: string;
  /** Name of the mark of a page still being written. */
  beingWritten: string;
}

export interface NavTreeHtmlOptions {
  pages: readonly NavPage[];
  /** Pathname of the tree node of the current page, exactly as the tree holds it. */
  activeNodePathname: string | null;
  /** Groups rendered open: those on the path to the active page. */
  openPathnames: ReadonlySet<string>;
  language: Language;
  iconPaths: Partial<Record<NavIconName, string>>;
  labels: NavTreeLabels;
}

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && /^[a-zA-Z][\w:-]*$/.test(entry[0]))
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
}

function icon(d: string, size: number, extra = ''): string {
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="currentColor"${extra || ' aria-hidden="true"'} focusable="false"><path d="${escapeHtml(d)}"></path></svg>`;
}

/** A shell icon, drawn from its symbol in the page (_document). */
function shellIcon(name: ShellIconName, size: number, extra = ''): string {
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="currentColor"${extra || ' aria-hidden="true"'} focusable="false"><use href="${escapeHtml(shellIconHref(name))}"></use></svg>`;
}

/** Colour and 16×16 path of each plan's mark. */
export const PLAN_PATHS: Record<Plan, { color: string; d: string }> = {
  pro: { color: '#1976d2', d: 'M8 1 14 4.5v7L8 15l-6-3.5v-7L8 1Zm0 2.3L4 5.6v4.8l4 2.3 4-2.3V5.6L8 3.3Z' },
  premium: { color: '#b7790f', d: 'M8 1.5 10 6l4.8.4-3.6 3.2 1.1 4.7L8 11.8l-4.3 2.5 1.1-4.7L1.2 6.4 6 6l2-4.5Z' },
};

/** The mark of a page that needs a paid plan of the Data Grid (an image with its plan as name). */
export function planMarkHtml(plan: Plan, label: string): string {
  const { color, d } = PLAN_PATHS[plan];
  return `<svg viewBox="0 0 16 16" role="img" aria-label="${escapeHtml(label)}" class="nav-plan plan-${plan}" data-plan="${plan}"><title>${escapeHtml(label)}</title><path fill="${color}" d="${d}"></path></svg>`;
}

function label(page: NavPage, options: NavTreeHtmlOptions): string {
  const iconPath = page.icon ? options.iconPaths[page.icon] : undefined;
  return (
    (iconPath ? `<span class="nav-icon">${icon(iconPath, 18)}</span>` : '') +
    `<span>${escapeHtml(pageToTitle(page))}</span>` +
    (page.plan ? planMarkHtml(page.plan, options.labels.plans[page.plan]) : '') +
    flagsOfPage(page)
      .map((flag) => `<span data-kind="${flag}" class="nav-flag">${escapeHtml(options.labels.flags[flag])}</span>`)
      .join('') +
    (page.beingWritten ? beingWrittenMarkHtml(options.labels.beingWritten) : '')
  );
}

/** The small mark of a page whose content has not landed: an icon named by its label (also its tooltip). */
export function beingWrittenMarkHtml(label: string): string {
  const name = escapeHtml(label);
  return `<span data-kind="beingWritten" class="nav-flag" role="img" aria-label="${name}" title="${name}">${shellIcon('EditNoteOutlined', 14)}</span>`;
}

function depthStyle(depth: number): string {
  return `--nav-depth:${depth}`;
}

function node(page: NavPage, depth: number, options: NavTreeHtmlOptions): string {
  if (page.children) {
    if (page.subheader && depth > 0) {
      return (
        `<li${attributes({ 'data-nav-subheader': page.pathname })}>` +
        `<div class="nav-subheader"${attributes({ style: depthStyle(depth) })}>${escapeHtml(pageToTitle(page))}</div>` +
        `<ul>${page.children.map((child) => node(child, depth, options)).join('')}</ul></li>`
      );
    }
    const open = options.openPathnames.has(page.pathname) ? ' open=""' : '';
    return (
      `<li><details${open}${attributes({ 'data-nav-group': page.pathname })}>` +
      `<summary class="nav-item"${attributes({ style: depthStyle(depth) })}>${label(page, options)}${shellIcon('ChevronRight', 18, ' aria-hidden="true" class="nav-chevron"')}</summary>` +
      `<ul>${page.children.map((child) => node(child, depth + 1, options)).join('')}</ul></details></li>`
    );
  }
  if (page.external) {
    const newTab = shellIcon('OpenInNew', 14, ` role="img" aria-label="${escapeHtml(options.labels.opensInNewTab)}" style="margin-inline-start:6px"`);
    return `<li><a class="nav-item"${attributes({ href: page.pathname, target: '_blank', rel: 'noopener', style: depthStyle(depth), ...page.linkProps })}>${label(page, options)}${newTab}</a></li>`;
  }
  const current = page.pathname === options.activeNodePathname ? 'page' : undefined;
  const href = localizeHref(pathnameToHref(page.pathname), options.language);
  return `<li><a class="nav-item" data-client-link=""${attributes({ href, 'data-nav-page': page.pathname, 'aria-current': current, style: depthStyle(depth), ...page.linkProps })}>${label(page, options)}</a></li>`;
}

/**
 * The navigation tree as HTML: collapsible groups (native `<details>`), subheaders, and links marked
 * with plan marks and chips. Rendered as a string, the drawer's hundreds of elements cost the page's
 * hydration nothing: React owns the list, not each item.
 */
export function navTreeHtml(options: NavTreeHtmlOptions): string {
  return options.pages.map((page) => node(page, 0, options)).join('');
}
