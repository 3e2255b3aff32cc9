import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

/** The anchors a page of this site has, or null when they are not known (generated pages). */
export type AnchorsOf = (pathname: string) => ReadonlySet<string> | null;

/**
 * Sections the packages' JSDoc links to on the original docs that this site holds under another
 * name or on another page (`pathname#hash` to this site's href).
 */
export const MOVED_SECTIONS: Readonly<Record<string, string>> = {
  '/material-ui/customization/palette#custom-colors': '/material-ui/customization/palette/#add-a-custom-colour',
  '/material-ui/react-text-field#components': '/material-ui/react-text-field/#composition',
  '/material-ui/react-button#floating-action-buttons': '/material-ui/react-floating-action-button/',
};

/**
 * This site's href for a link to `https://mui.com${local}${rest}`: a moved section's new place, or
 * the page without its `#hash` when the page is known to lack that section (the page is still the
 * right place to read on; a missing anchor would leave the reader at its top anyway).
 */
export function localHref(local: string, rest: string, anchorsOf?: AnchorsOf): string {
  const hashAt = rest.indexOf('#');
  const hash = hashAt === -1 ? '' : rest.slice(hashAt + 1);
  const moved = MOVED_SECTIONS[`${local}#${hash}`];
  if (moved) return moved;
  const anchors = hash ? (anchorsOf?.(local) ?? null) : null;
  if (anchors && !anchors.has(hash)) return `${local}/${rest.slice(0, hashAt)}`;
  return `${local}/${rest}`;
}

/**
 * Parsed descriptions by their text. The same JSDoc (`children`, `sx`, `classes`…) is on hundreds of API
 * entries, and every page is rendered once per language: parsing each time cost a build worker seconds.
 * A description without links renders the same everywhere, so its HTML is kept; one with links keeps its
 * tree, copied before its links are set for the page's site.
 */
const parsed = new Map<string, { tree: Root; hasLinks: boolean; html: string | null }>();

function parseOnce(text: string) {
  let entry = parsed.get(text);
  if (!entry) {
    const tree = processor.runSync(processor.parse(text)) as Root;
    let hasLinks = false;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a') hasLinks = true;
    });
    entry = { tree, hasLinks, html: hasLinks ? null : processor.stringify(tree).trim() };
    parsed.set(text, entry);
  }
  return entry;
}

/**
 * Short Markdown (a prop's JSDoc) to HTML. Links to the original docs site (absolute, or relative to
 * its root) become links to this site when it has the page (see localHref); others lead to the original
 * docs as external links. Raw HTML in the text is escaped.
 */
export function inlineMarkdownToHtml(text: string, hasPage: (pathname: string) => boolean = () => false, anchorsOf?: AnchorsOf): string {
  if (!text.trim()) return '';
  const entry = parseOnce(text);
  if (entry.html !== null) return entry.html;
  const tree = structuredClone(entry.tree);
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    // Absolute links to the original docs, and root-relative ones (written for the original docs too).
    const match = /^(?:https:\/\/mui\.com)?(\/(?!\/)[^#?]*)(.*)$/.exec(node.properties.href);
    const local = match?.[1]?.replace(/\/$/, '');
    if (match && local && hasPage(local)) {
      node.properties.href = localHref(local, match[2] ?? '', anchorsOf);
      return;
    }
    if (node.properties.href.startsWith('/') && !node.properties.href.startsWith('//')) node.properties.href = `https://mui.com${node.properties.href}`;
    node.properties.rel = ['noopener'];
  });
  return processor.stringify(tree).trim();
}
