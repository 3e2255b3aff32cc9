import fs from 'node:fs';
import path from 'node:path';
import { allDemoAnchors } from '../../blocks/demo/demoAnchors';
import { resolveDemoSources } from '../../blocks/build/demoSources';
import { apiDocsOfPage } from '../../api-reference/build/apiDocsOfPage';
import { apiToc, renderApiDocs } from '../../api-reference/build/renderApiDocs';
import { renderMarkdown, type HeadingRef, type RenderedMarkdown } from '../../markdown/build/renderMarkdown';
import type { TocEntry } from '../types';

/**
 * What a page's Markdown says, read once per version of the file: the dev server keeps this module loaded
 * while content changes, so each entry is keyed by the file's modification time.
 */
const renderedByFile = new Map<string, { mtimeMs: number; rendered: RenderedMarkdown | null }>();

/** The English Markdown of a page, rendered (null when it does not exist or does not render). */
export function renderedEnglishPage(file: string): RenderedMarkdown | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = renderedByFile.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.rendered;
  let rendered: RenderedMarkdown | null = null;
  try {
    rendered = renderMarkdown(fs.readFileSync(file, 'utf8'), { location: path.relative(process.cwd(), file), language: 'en' });
  } catch {
    // Its own problems are reported when that page is loaded; here it only has no known anchors.
    rendered = null;
  }
  renderedByFile.set(file, { mtimeMs, rendered });
  return rendered;
}

/** The h2 and h3 headings of an English page, with their anchors (empty when it has none or does not render). */
export function englishHeadingsOf(file: string): HeadingRef[] {
  return renderedEnglishPage(file)?.headings ?? [];
}

export function tocHashes(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.hash, ...tocHashes(entry.children)]);
}

/** Ids written in rendered HTML (`id="…"`). */
export function htmlIds(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * Every anchor a written page answers to, from its Markdown file: headings, ids in its HTML, its demos'
 * anchors, the closing API section and any embedded API reference. Null when the page's Markdown does not
 * render (its own load reports why).
 */
export function anchorsOfContentPage(file: string): Set<string> | null {
  const rendered = renderedEnglishPage(file);
  if (!rendered) return null;
  const anchors = new Set<string>(rendered.headings.map((heading) => heading.hash));
  const demosDir = path.join(path.dirname(file), 'demos');
  for (const block of rendered.blocks) {
    if (block.type === 'html') for (const id of htmlIds(block.html)) anchors.add(id);
    if (block.type === 'demo') {
      try {
        const { name, sources } = resolveDemoSources(demosDir, block.directive.demo);
        for (const anchor of allDemoAnchors(name, sources.map((source) => source.styling))) anchors.add(anchor);
      } catch {
        // A missing demo is that page's own problem.
      }
    }
    if (block.type === 'api') {
      for (const hash of tocHashes(apiToc(renderApiDocs(apiDocsOfPage(block.pathname), () => true)))) anchors.add(hash);
    }
  }
  if ((rendered.frontMatter.components?.length ?? 0) + (rendered.frontMatter.hooks?.length ?? 0) > 0) anchors.add('api');
  return anchors;
}
