import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';
import type { TocEntry } from '../../docsPage/types';
import { isExternalHref, localizeHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { textToHash } from '../textToHash';
import { checkLinkHref, checkTitleAndDescription } from './markdownChecks';
import { DEMO_PLACEHOLDER_TAG, type DemoDirective, type PageDirective, transformDirectives } from './markdownDirectives';
import { rehypeTaskLists } from './rehypeTaskLists';
import { rehypeCodeBlocks } from './rehypeCodeBlocks';

export interface FrontMatter {
  title?: string;
  description?: string;
  components?: string[];
  hooks?: string[];
  githubLabel?: string;
  packageName?: string;
  [key: string]: unknown;
}

export type MarkdownBlock =
  | { type: 'html'; html: string }
  | { type: 'demo'; directive: DemoDirective }
  | { type: 'component'; name: string }
  | { type: 'api'; pathname: string };

export interface RenderedMarkdown {
  frontMatter: FrontMatter;
  /** Page title: the front matter's, else the h1's text. */
  title: string;
  /** The h1's text, else the title. */
  heading: string;
  /** Page description: the front matter's, else the paragraph after the h1. */
  description: string;
  /** The body in order: HTML chunks and the demos between them (h1 removed). */
  blocks: MarkdownBlock[];
  toc: TocEntry[];
  /** True when the page has highlighted code (it needs the Prism stylesheet). */
  hasCode: boolean;
}

export class MarkdownError extends Error {
  constructor(location: string, message: string) {
    super(`${location}: ${message}`);
    this.name = 'MarkdownError';
  }
}

export interface RenderOptions {
  /** File the Markdown comes from, named in error messages. */
  location: string;
  language: Language;
  /** Whether a public asset exists (`/static/images/a.png`); images are checked when given. */
  assetExists?: (publicPath: string) => boolean;
  /**
   * Anchors to give the h2 and h3 headings, in order: a translation reuses the English page's, so links
   * to a section work in every language. Headings past the list get their own.
   */
  headingHashes?: readonly string[];
}

function readFrontMatter(tree: MdastRoot): FrontMatter {
  const node = tree.children.find((child) => child.type === 'yaml');
  if (!node || node.type !== 'yaml') return {};
  const data: unknown = parseYaml(node.value);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const frontMatter = data as FrontMatter;
  for (const key of ['components', 'hooks'] as const) {
    const value: unknown = frontMatter[key];
    if (typeof value === 'string') frontMatter[key] = value.split(',').map((item) => item.trim()).filter(Boolean).sort();
  }
  return frontMatter;
}

function anchorLink(hash: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['anchor-link'], href: `#${hash}`, ariaLabelledBy: [hash], tabIndex: -1 },
    children: [{ type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] }],
  };
}

const THEMED_IMAGE = /-light(\.[a-z0-9]+)$/i;

/** Markdown to the pieces of a page model. Throws a MarkdownError naming the file on any problem. */
export function renderMarkdown(source: string, options: RenderOptions): RenderedMarkdown {
  const { location, language, assetExists, headingHashes } = options;
  const fail = (message: string): never => {
    throw new MarkdownError(location, message);
  };
  const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  const mdast = parser.parse(source) as MdastRoot;

  let frontMatter: FrontMatter = {};
  try {
    frontMatter = readFrontMatter(mdast);
  } catch (error) {
    fail(`invalid front matter: ${(error as Error).message}`);
  }
  let directives: PageDirective[] = [];
  try {
    directives = transformDirectives(mdast);
  } catch (error) {
    fail((error as Error).message);
  }

  const file = new VFile();
  const transformed = parser.runSync(mdast, file) as MdastRoot;
  const hast = unified().use(remarkRehype).use(rehypeCodeBlocks).use(rehypeTaskLists).runSync(transformed, file) as HastRoot;

  let h1 = '';
  let firstParagraph = '';
  const kept: RootContent[] = [];
  let afterTitle = false;
  for (const node of hast.children) {
    if (node.type === 'element' && node.tagName === 'h1' && !h1) {
      h1 = hastToString(node).trim();
      afterTitle = true;
      continue;
    }
    if (afterTitle && node.type === 'element') {
      afterTitle = false;
      if (node.tagName === 'p') {
        firstParagraph = hastToString(node).trim();
        node.properties = { ...node.properties, className: ['description'] };
      }
    }
    kept.push(node);
  }
  hast.children = kept;

  const title = (typeof frontMatter.title === 'string' && frontMatter.title.trim()) || h1;
  const description = (typeof frontMatter.description === 'string' && frontMatter.description.trim()) || firstParagraph;
  const problems = checkTitleAndDescription(title, description);
  if (problems.length > 0) fail(problems.join(' '));

  const toc: TocEntry[] = [];
  const hashes: Record<string, number> = {};
  let sawH2 = false;
  let headingIndex = 0;
  visit(hast, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'h2' || node.tagName === 'h3') {
      const text = hastToString(node).trim();
      if (node.tagName === 'h3' && !sawH2) fail(`Missing parent level for: ${text}`);
      const ownHash = textToHash(text, hashes);
      const hash = headingHashes?.[headingIndex] ?? ownHash;
      headingIndex += 1;
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
      const problem = checkLinkHref(href);
      if (problem) fail(problem);
      if (isExternalHref(href)) node.properties.rel = ['noopener'];
      else if (href.startsWith('/')) node.properties.href = localizeHref(href, language);
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string' && parent && index !== undefined) {
      const src = node.properties.src;
      if (!isExternalHref(src) && assetExists && !assetExists(src)) fail(`The image ${src} does not exist in public/.`);
      node.properties.loading = 'lazy';
      const themed = THEMED_IMAGE.exec(src);
      if (themed) {
        const darkSrc = src.replace(THEMED_IMAGE, `-dark${themed[1]}`);
        if (assetExists && !assetExists(darkSrc)) fail(`The image ${src} has no dark variant ${darkSrc}.`);
        const dark: Element = { ...node, properties: { ...node.properties, src: darkSrc, className: ['only-dark-mode'] } };
        node.properties.className = ['only-light-mode'];
        parent.children.splice(index + 1, 0, dark);
        return index + 2;
      }
    }
    return undefined;
  });

  const blocks: MarkdownBlock[] = [];
  let chunk: RootContent[] = [];
  const flush = () => {
    const html = unified().use(rehypeStringify).stringify({ type: 'root', children: chunk }).trim();
    if (html) blocks.push({ type: 'html', html });
    chunk = [];
  };
  for (const node of hast.children) {
    if (node.type === 'element' && node.tagName === DEMO_PLACEHOLDER_TAG) {
      flush();
      const directive = directives[Number(node.properties.dataIndex)];
      if (directive?.kind === 'demo') blocks.push({ type: 'demo', directive: directive.directive });
      if (directive?.kind === 'component') blocks.push({ type: 'component', name: directive.name });
      if (directive?.kind === 'api') blocks.push({ type: 'api', pathname: directive.pathname });
    } else {
      chunk.push(node);
    }
  }
  flush();

  return { frontMatter, title, heading: h1 || title, description, blocks, toc, hasCode: file.data.hasCode === true };
}
