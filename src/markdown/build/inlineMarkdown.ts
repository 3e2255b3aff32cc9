import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

/**
 * Short Markdown (a prop's JSDoc) to HTML. Links to the original docs site become links to this site
 * when it has the page; others open as external links. Raw HTML in the text is escaped.
 */
export function inlineMarkdownToHtml(text: string, hasPage: (pathname: string) => boolean = () => false): string {
  if (!text.trim()) return '';
  const tree = processor.runSync(processor.parse(text)) as Root;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    const match = /^https:\/\/mui\.com(\/[^#?]*)(.*)$/.exec(node.properties.href);
    const local = match?.[1]?.replace(/\/$/, '');
    if (match && local && hasPage(local)) node.properties.href = `${local}/${match[2] ?? ''}`;
    else node.properties.rel = ['noopener'];
  });
  return processor.stringify(tree).trim();
}
