import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import type { Root as MdastRoot } from 'mdast';
import type { TocEntry } from '../../docsPage/types';
import { isExternalHref, localizeHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { textToHash } from '../textToHash';

export interface FrontMatter {
  title?: string;
  description?: string;
  [key: string]: unknown;
}

export interface RenderedMarkdown {
  frontMatter: FrontMatter;
  /** Text of the h1. */
  title: string;
  /** Text of the first paragraph after the h1. */
  description: string;
  /** Body HTML, h1 removed. */
  html: string;
  toc: TocEntry[];
}

export class MarkdownError extends Error {
  constructor(location: string, message: string) {
    super(`${location}: ${message}`);
    this.name = 'MarkdownError';
  }
}

interface RenderOptions {
  /** File the Markdown comes from, named in error messages. */
  location: string;
  language: Language;
}

function readFrontMatter(tree: MdastRoot, location: string): FrontMatter {
  const node = tree.children.find((child) => child.type === 'yaml');
  if (!node || node.type !== 'yaml') return {};
  try {
    const data: unknown = parseYaml(node.value);
    return data && typeof data === 'object' ? (data as FrontMatter) : {};
  } catch (error) {
    throw new MarkdownError(location, `invalid front matter: ${(error as Error).message}`);
  }
}

function anchorLink(hash: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['anchor-link'], href: `#${hash}`, ariaLabelledBy: [hash], tabIndex: -1 },
    children: [{ type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] }],
  };
}

/** Markdown to page model pieces: front matter, title, description, body HTML with anchored headings, TOC. */
export function renderMarkdown(source: string, { location, language }: RenderOptions): RenderedMarkdown {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
  const mdast = processor.parse(source) as MdastRoot;
  const frontMatter = readFrontMatter(mdast, location);
  const transformed = processor.runSync(mdast) as MdastRoot;
  const hast = unified().use(remarkRehype).runSync(transformed) as HastRoot;

  let title = '';
  let description = '';
  const toc: TocEntry[] = [];
  const hashes: Record<string, number> = {};
  let sawH2 = false;

  const children: RootContent[] = [];
  let afterTitle = false;
  for (const node of hast.children) {
    if (node.type === 'element' && node.tagName === 'h1' && !title) {
      title = hastToString(node).trim();
      afterTitle = true;
      continue;
    }
    if (afterTitle && node.type === 'element') {
      afterTitle = false;
      if (node.tagName === 'p') {
        description = hastToString(node).trim();
        node.properties = { ...node.properties, className: ['description'] };
      }
    }
    children.push(node);
  }
  hast.children = children;

  visit(hast, 'element', (node: Element) => {
    if (node.tagName === 'h2' || node.tagName === 'h3') {
      const text = hastToString(node).trim();
      if (node.tagName === 'h3' && !sawH2) {
        throw new MarkdownError(location, `Missing parent level for: ${text}`);
      }
      const hash = textToHash(text, hashes);
      node.properties = { ...node.properties, id: hash };
      node.children = [...node.children, anchorLink(hash)] as ElementContent[];
      if (node.tagName === 'h2') {
        sawH2 = true;
        toc.push({ hash, text, children: [] });
      } else {
        toc[toc.length - 1]?.children.push({ hash, text, children: [] });
      }
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const href = node.properties.href;
      if (isExternalHref(href)) {
        node.properties.rel = ['noopener'];
      } else if (href.startsWith('/')) {
        node.properties.href = localizeHref(href, language);
      }
    }
  });

  const html = unified().use(rehypeStringify).stringify(hast);
  return { frontMatter, title, description, html, toc };
}
