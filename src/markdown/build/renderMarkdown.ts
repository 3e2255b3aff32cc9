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
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import type { TocEntry } from '../../docsPage/types';
import { isExternalHref, localizeHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { textToHash } from '../textToHash';
import { contentFile, reportProblem, throwIfProblems } from './contentMessages';
import { type FrontMatter, type FrontMatterKind, type FrontMatterPlaces, normalizeSource, readFrontMatter } from './frontMatter';
import { checkLinkHref, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from './markdownChecks';
import { DEMO_PLACEHOLDER_TAG, type DemoDirective, type PageDirective, transformDirectives } from './markdownDirectives';
import { rehypeTaskLists } from './rehypeTaskLists';
import { rehypeCodeBlocks } from './rehypeCodeBlocks';
import type { PlaygroundOptions } from '../../playground/playgroundOptions';

export type { FrontMatter } from './frontMatter';

export type MarkdownBlock =
  | { type: 'html'; html: string }
  | { type: 'demo'; directive: DemoDirective; place?: Position }
  | { type: 'playground'; options: PlaygroundOptions; place?: Position }
  | { type: 'component'; name: string; place?: Position }
  | { type: 'api'; pathname: string; place?: Position };

/** An h2 or h3 of a page, in order: translations must have the same ones. */
export interface HeadingRef {
  level: 2 | 3;
  text: string;
  hash: string;
}

/** A link of the body to a page of the site or to an anchor of this page, with where it is written. */
export interface InternalLink {
  /** As written: `/material-ui/react-button/#sizes`, `#sizes`. */
  href: string;
  place?: Position;
}

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
  /** The page's h2 and h3 headings in order, with their anchors. */
  headings: HeadingRef[];
  /** Internal links (site paths and `#hash`es), for the caller to check against the site's pages. */
  links: InternalLink[];
  /** The source as a VFile: callers add their own messages about it, with places, and throw them together. */
  file: VFile;
  /** Where each front matter field is written, for messages about its value. */
  frontMatterPlaces: FrontMatterPlaces;
}

export interface RenderOptions {
  /** File the Markdown comes from, named in error messages. */
  location: string;
  language: Language;
  /** Whether a public asset exists (`/static/images/a.png`); images are checked when given. */
  assetExists?: (publicPath: string) => boolean;
  /**
   * The English page's h2 and h3 headings, when this is its translation: the translation must have the
   * same headings (same levels, same order), and takes their anchors, so links to a section work in every
   * language.
   */
  englishHeadings?: readonly HeadingRef[];
  /** Which front matter the file has (default: a docs page's). */
  kind?: FrontMatterKind;
  /**
   * Leave the problems found as messages of the returned `file` instead of throwing them (default false):
   * for a caller that checks more of the page and throws everything together.
   */
  deferProblems?: boolean;
}

const ORDINALS = ['first', 'second', 'third'];
const ordinal = (index: number) => ORDINALS[index] ?? `${index + 1}th`;

function anchorLink(hash: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['anchor-link'], href: `#${hash}`, ariaLabelledBy: [hash], tabIndex: -1 },
    children: [{ type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] }],
  };
}

const THEMED_IMAGE = /-light(\.[a-z0-9]+)$/i;

/**
 * Markdown to the pieces of a page model. Every problem becomes a message of the returned file, with its
 * line and column and what to do; when there is any, a ContentError listing them all is thrown.
 */
export function renderMarkdown(rawSource: string, options: RenderOptions): RenderedMarkdown {
  const { location, language, assetExists, englishHeadings, kind = 'docs', deferProblems = false } = options;
  const source = normalizeSource(rawSource);
  const file = contentFile(location, source);
  const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  const mdast = parser.parse(source) as MdastRoot;

  const { data: frontMatter, places: frontMatterPlaces } = readFrontMatter(source, kind, file);
  const directives: PageDirective[] = transformDirectives(mdast, (reason, node, fix) => {
    reportProblem(file, /callout/.test(reason) ? 'callout' : 'demo-directive', reason, node.position, fix);
  });

  if (frontMatter.playground) {
    // The front matter's playground stands right after the lead paragraph (the one after the h1).
    const h1 = mdast.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    const lead = h1 >= 0 && mdast.children[h1 + 1]?.type === 'paragraph' ? h1 + 2 : h1 + 1;
    const at = frontMatterPlaces.playground ?? { line: 1, column: 1 };
    mdast.children.splice(lead, 0, {
      type: 'paragraph',
      data: { hName: DEMO_PLACEHOLDER_TAG, hProperties: { dataIndex: String(directives.length) } },
      children: [],
    });
    directives.push({ kind: 'playground', options: frontMatter.playground, place: { start: at, end: at } });
  }
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

  const title = frontMatter.title ?? h1;
  const description = frontMatter.description ?? firstParagraph;
  if (title.length > MAX_TITLE_LENGTH) {
    reportProblem(file, 'front-matter', `The title is ${title.length} characters long, over ${MAX_TITLE_LENGTH}: "${title}".`, frontMatterPlaces.title, `Shorten it to ${MAX_TITLE_LENGTH} characters at most: search results cut longer titles.`);
  }
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    reportProblem(file, 'front-matter', `The description is ${description.length} characters long, over ${MAX_DESCRIPTION_LENGTH}.`, frontMatterPlaces.description, `Shorten it to ${MAX_DESCRIPTION_LENGTH} characters at most: search results cut longer descriptions.`);
  }

  const toc: TocEntry[] = [];
  const headings: HeadingRef[] = [];
  const links: InternalLink[] = [];
  const hashes: Record<string, number> = {};
  let sawH2 = false;
  let lastHeading: Element | null = null;
  visit(hast, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'h2' || node.tagName === 'h3') {
      const text = hastToString(node).trim();
      const level = node.tagName === 'h2' ? 2 : 3;
      if (level === 3 && !sawH2) {
        reportProblem(file, 'heading', `The h3 "${text}" comes before any h2.`, node, 'Start the section with an h2 (##), or make this heading an h2.');
      }
      const ownHash = textToHash(text, hashes);
      const english = englishHeadings?.[headings.length];
      if (englishHeadings && (!english || english.level !== level)) {
        reportProblem(
          file,
          'heading-mismatch',
          english
            ? `This h${level} "${text}" is the ${ordinal(headings.length)} heading; in index.md the ${ordinal(headings.length)} heading is the h${english.level} "${english.text}".`
            : `This h${level} "${text}" has no counterpart: index.md has only ${englishHeadings.length} h2 and h3 headings.`,
          node,
          'Give the translation the same h2 and h3 headings as index.md, at the same levels and in the same order.',
        );
      }
      const hash = english?.hash ?? ownHash;
      headings.push({ level, text, hash });
      lastHeading = node;
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
      if (problem) reportProblem(file, 'link', problem.reason, node, problem.fix);
      if (isExternalHref(href)) node.properties.rel = ['noopener'];
      else {
        // Links written in the Markdown (the headings' own anchor links, added above, have no place).
        if (!problem && node.position && (href.startsWith('/') || href.startsWith('#'))) links.push({ href, place: node.position });
        if (href.startsWith('/')) node.properties.href = localizeHref(href, language);
      }
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string' && parent && index !== undefined) {
      const src = node.properties.src;
      if (!isExternalHref(src) && assetExists && !assetExists(src)) {
        reportProblem(file, 'image', `The image ${src} does not exist in public/.`, node, `Add the file public${src.split(/[?#]/)[0]}, or fix the path (images are served from public/).`);
      }
      node.properties.loading = 'lazy';
      const themed = THEMED_IMAGE.exec(src);
      if (themed) {
        const darkSrc = src.replace(THEMED_IMAGE, `-dark${themed[1]}`);
        if (assetExists && !assetExists(darkSrc)) {
          reportProblem(file, 'image', `The image ${src} has no dark variant ${darkSrc}.`, node, `Add public${darkSrc}: an image named -light needs a -dark twin for the dark colour mode.`);
        }
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
      const place = directive?.place;
      if (directive?.kind === 'demo') blocks.push({ type: 'demo', directive: directive.directive, place });
      if (directive?.kind === 'playground') blocks.push({ type: 'playground', options: directive.options, place });
      if (directive?.kind === 'component') blocks.push({ type: 'component', name: directive.name, place });
      if (directive?.kind === 'api') blocks.push({ type: 'api', pathname: directive.pathname, place });
    } else {
      chunk.push(node);
    }
  }
  flush();

  if (englishHeadings && headings.length < englishHeadings.length) {
    const missing = englishHeadings.slice(headings.length);
    reportProblem(
      file,
      'heading-mismatch',
      `The translation has ${headings.length} h2 and h3 headings; index.md has ${englishHeadings.length}. Missing: ${missing.map((heading) => `h${heading.level} "${heading.text}"`).join(', ')}.`,
      (lastHeading as Element | null)?.position?.end ?? { line: source.split('\n').length, column: 1 },
      'Translate the missing sections too, with the same heading levels and order as index.md.',
    );
  }
  if (!deferProblems) throwIfProblems(file);
  return { frontMatter, title, heading: h1 || title, description, blocks, toc, hasCode: file.data.hasCode === true, headings, links, file, frontMatterPlaces };
}
