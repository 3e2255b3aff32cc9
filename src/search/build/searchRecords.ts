import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent, Root } from 'hast';
import { apiSectionHash, type RenderedApiDoc } from '../../api-reference/pageData';
import type { DocsPageProps } from '../../docsPage/types';
import { pageToTitle } from '../../navigation/pageTitle';
import type { NavSectionId } from '../../navigation/sections';
import { findNavSection } from '../../navigation/sections';
import { findActivePage } from '../../navigation/treeQueries';
import { PRODUCTS } from '../../site/products';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { titleWordForms } from '../engine/titleMatch';
import { nameWords } from '../engine/tokenize';
import type { SearchHitKind, SearchRecord } from '../types';

/** Elements whose text a reader does not search for: code listings, demo toolbars, anchor links. */
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button']);

/** Elements that separate words; inline ones (em, code, a) join their text to their neighbours'. */
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th', 'tr', 'div', 'blockquote', 'h2', 'h3', 'h4', 'ul', 'ol', 'table', 'br', 'dd', 'dt']);

function isElement(node: ElementContent | Root): node is Element {
  return node.type === 'element';
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (!isElement(node) || SKIPPED_TAGS.has(node.tagName)) return '';
  const className = node.properties.className;
  if (Array.isArray(className) && className.includes('anchor-link')) return '';
  const text = node.children.map(textOf).join('');
  return BLOCK_TAGS.has(node.tagName) ? ` ${text} ` : text;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain text of an HTML fragment (code listings and anchor links left out). */
export function htmlToText(html: string): string {
  return squash(fromHtml(html, { fragment: true }).children.map((node) => (node.type === 'doctype' || node.type === 'comment' ? '' : textOf(node))).join(' '));
}

export interface HtmlSection {
  /** Id of the h2 or h3 that opens the section; null for the text before the first heading. */
  hash: string | null;
  heading: string;
  text: string;
}

/** Splits rendered Markdown at its h2 and h3 headings (those with an id), with each section's text. */
export function splitSections(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [{ hash: null, heading: '', text: '' }];
  for (const node of fromHtml(html, { fragment: true }).children) {
    if (node.type === 'doctype' || node.type === 'comment') continue;
    if (isElement(node) && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
      sections.push({ hash: node.properties.id, heading: squash(textOf(node)), text: '' });
      continue;
    }
    const current = sections[sections.length - 1]!;
    current.text = squash(`${current.text} ${textOf(node)}`);
  }
  return sections;
}

/** A page's description and the text before its first heading (which often starts with the description). */
function leadText(description: string, intro: string): string {
  return intro.startsWith(description) ? intro : squash(`${description} ${intro}`);
}

/** The words of the camelCase names in a heading (`ThemeProvider` → `Theme Provider`), or nothing. */
function headingWords(heading: string): string {
  const words = heading.split(/\s+/).map(nameWords).join(' ');
  return words === heading ? '' : words;
}

interface ApiMember {
  kind: Exclude<SearchHitKind, 'page' | 'heading'>;
  hash: string;
  name: string;
  text: string;
}

function apiMembers(doc: RenderedApiDoc): ApiMember[] {
  const section = (name: string) => apiSectionHash(doc.anchor, name);
  const props = (name: string, list: ReadonlyArray<{ name: string; descriptionHtml: string }>) =>
    list.map((row) => ({ kind: 'prop' as const, hash: `${section(name)}-${row.name}`, name: row.name, text: htmlToText(row.descriptionHtml) }));
  switch (doc.kind) {
    case 'component':
      return [
        ...props('props', doc.props),
        ...doc.slots.map((slot) => ({ kind: 'slot' as const, hash: `${section('slots')}-${slot.name}`, name: slot.name, text: htmlToText(slot.descriptionHtml) })),
        ...doc.cssVariables.map((variable) => ({ kind: 'css-variable' as const, hash: `${section('css-variables')}-${variable}`, name: variable, text: '' })),
        // Class descriptions ("Styles applied to the root element…") say little a reader searches for.
        ...doc.classes.map((entry) => ({ kind: 'class' as const, hash: `${section('classes')}-${entry.key}`, name: `.${entry.className}`, text: '' })),
      ];
    case 'hook':
      return [...props('parameters', doc.parameters), ...props('return-value', doc.returnValue)];
    case 'interface':
      return props('properties', doc.properties);
  }
}

/** The entries of the index, with consecutive ids. */
export class SearchRecordList {
  readonly records: SearchRecord[] = [];

  add(record: Omit<SearchRecord, 'id'>): void {
    this.records.push({ ...record, id: this.records.length });
  }

  /** A docs page: the page itself, each h2/h3 section, and each member of the API entries it shows. */
  addDocsPage(props: DocsPageProps, product: NavSectionId): void {
    const { page, userLanguage } = props;
    const href = localizeHref(pathnameToHref(page.pathname), userLanguage);
    // A page still being written (or planned) is found by its title, and says so when opened.
    const html = page.status === 'written' ? page.body.map((block) => (block.type === 'html' ? block.html : '')).join('\n') : '';
    const [intro, ...sections] = splitSections(html);
    const apiDocs = [...(page.api ?? []), ...page.body.flatMap((block) => (block.type === 'api' ? block.docs : []))];
    // The page's name in the drawer ("Installation", or "按钮" for a "Button" page not yet translated) is
    // matched as its title; its h1 when that differs, its document title and API names as keywords.
    const navPage = findActivePage(props.navigation.pages, page.pathname).activePage;
    const drawerTitle = navPage ? pageToTitle(navPage) : page.heading;
    // Readers of a translation often type the English name; a product's name leads to its overview.
    const englishNav = findNavSection(page.pathname);
    const englishPage = englishNav ? findActivePage(englishNav.pages, page.pathname).activePage : null;
    const englishTitle = englishPage ? pageToTitle(englishPage) : '';
    const productNames = PRODUCTS.filter((entry) => pathnameToHref(entry.landingPathname) === pathnameToHref(page.pathname)).map((entry) => entry.name);
    const titles = [...new Set([drawerTitle, englishTitle, ...productNames])].filter(Boolean).join(' · ');
    const names = [...new Set([drawerTitle, page.heading, englishTitle, ...productNames])].filter(Boolean);
    const keywords = [...new Set([page.heading, page.title, ...apiDocs.map((doc) => doc.name), titleWordForms(names)])]
      .filter((name) => name && name !== drawerTitle)
      .join(' ');
    const base = { href, page: page.heading, product, titles: '', keywords: '' };
    const kind = page.api ? 'api' : 'page';
    this.add({ ...base, kind, hash: '', heading: '', titles, keywords, text: leadText(page.description, intro?.text ?? ''), names: names.join('\n') });
    for (const section of sections) {
      this.add({ ...base, kind: 'heading', hash: section.hash ?? '', heading: section.heading, keywords: headingWords(section.heading), text: section.text });
    }
    for (const doc of apiDocs) {
      if (doc.anchor) this.add({ ...base, kind: 'heading', hash: doc.anchor, heading: doc.name, text: htmlToText(doc.descriptionHtml) });
      for (const member of apiMembers(doc)) {
        this.add({ ...base, kind: member.kind, hash: member.hash, heading: member.name, keywords: nameWords(member.name), text: member.text });
      }
    }
  }

  /** A blog post, which lives outside the docs' page model. */
  addBlogPost(post: { slug: string; title: string; description: string; html: string }, language: Language): void {
    const base = { href: localizeHref(`/blog/${post.slug}/`, language), page: post.title, product: 'docs' as const, titles: '', keywords: '' };
    const [intro, ...sections] = splitSections(post.html);
    this.add({ ...base, kind: 'page', hash: '', heading: '', titles: post.title, text: leadText(post.description, intro?.text ?? ''), names: post.title });
    for (const section of sections) {
      this.add({ ...base, kind: 'heading', hash: section.hash ?? '', heading: section.heading, keywords: headingWords(section.heading), text: section.text });
    }
  }
}
