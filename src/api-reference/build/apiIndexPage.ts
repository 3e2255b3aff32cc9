// The API index of a library (kind 'index' in its API tree, such as /x/api/data-grid/): every API page of
// the tree, grouped as the drawer groups them, each with what its generated data says about it.
import { pageToTitle } from '../../navigation/pageTitle';
import type { ApiPageEntry } from '../../navigation/types';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { escapeHtml } from '../../site/escapeHtml';
import { textToHash } from '../../markdown/textToHash';
import type { ApiDoc } from '../types';

export interface ApiIndexPage {
  html: string;
  toc: { hash: string; text: string; children: [] }[];
  description: string;
}

const PLAN_LABELS = { pro: 'Pro plan', premium: 'Premium plan' } as const;

/** The first sentence of a package description, as HTML: `code` kept, [[Links]] and Markdown links as their text. */
export function summaryOf(description: string): string {
  const text = description
    .replace(/\[\[([^\]]+)\]\]/g, '`$1`')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split('\n')[0]!
    .trim();
  if (!text || /^Demos:?$/i.test(text)) return '';
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function countsOf(doc: ApiDoc): string {
  if (doc.kind === 'component') {
    const parts = [count(doc.props.length, 'prop', 'props')];
    if (doc.slots.length > 0) parts.push(count(doc.slots.length, 'slot', 'slots'));
    if (doc.classes.length > 0) parts.push(count(doc.classes.length, 'CSS class', 'CSS classes'));
    return parts.join(', ');
  }
  if (doc.kind === 'interface') return count(doc.properties.length, 'property or method', 'properties and methods');
  return count(doc.parameters.length, 'parameter', 'parameters');
}

function heading(text: string): string {
  const id = textToHash(text);
  return `<h2 id="${id}">${escapeHtml(text)}<a class="anchor-link" href="#${id}" aria-labelledby="${id}" tabindex="-1"><span aria-hidden="true">#</span></a></h2>`;
}

/**
 * The body of an API index page. `entries` is the library's API tree (the index itself is skipped);
 * `docsOf` gives the generated data of a page, so an entry without data is left out rather than linked.
 */
export function renderApiIndexPage(
  libraryName: string,
  entries: readonly ApiPageEntry[],
  docsOf: (pathname: string) => readonly ApiDoc[],
  language: Language,
): ApiIndexPage {
  const groups = new Map<string, string[]>();
  const packages = new Set<string>();
  let pages = 0;
  for (const entry of entries) {
    if (entry.kind === 'index') continue;
    const doc = docsOf(entry.pathname)[0];
    if (!doc) continue;
    packages.add(doc.packageName);
    pages += 1;
    const name = entry.title ?? pageToTitle(entry);
    const label = doc.kind === 'component' ? `&lt;${escapeHtml(name)} /&gt;` : escapeHtml(name);
    const href = escapeHtml(localizeHref(pathnameToHref(entry.pathname), language));
    const plan = entry.plan ? ` <span class="api-index-plan">${PLAN_LABELS[entry.plan]}</span>` : '';
    const summary = summaryOf(doc.description);
    const facts = `<code>${escapeHtml(doc.packageName)}</code> · ${countsOf(doc)}`;
    const item = `<li><a href="${href}"><code>${label}</code></a>${plan}${summary ? ` — ${summary}` : ''}<br /><small>${facts}</small></li>`;
    const group = entry.group ?? 'API';
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  const packageList = [...packages].sort().map((name) => `<code>${escapeHtml(name)}</code>`).join(', ');
  const intro = `<p>The ${escapeHtml(libraryName)} API reference has ${pages} pages, generated from the type declarations of ${packageList}. A component's page lists its props, slots and CSS classes; an interface's page lists the properties and methods of the objects the grid passes to your callbacks or accepts as options.</p>`;
  const sections = [...groups].map(([group, items]) => `${heading(group)}<ul class="api-index-list">${items.join('')}</ul>`);
  return {
    html: intro + sections.join(''),
    toc: [...groups.keys()].map((group) => ({ hash: textToHash(group), text: group, children: [] })),
    description: `Index of the ${libraryName} API reference: ${pages} pages of components and interfaces from ${[...packages].sort().join(', ')}.`,
  };
}
