import type { Element, ElementContent, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { highlightToHast, normalizeLanguage } from './highlight';

/** Class of the wrapper around a highlighted block; the browser wires its copy button (DESIGN B8). */
export const CODE_ROOT_CLASS = 'MuiCode-root';

function classList(node: Element): string[] {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** The fence's language from `language-xxx` on the `<code>`, or null when the fence had none. */
function fenceLanguage(code: Element): string | null {
  for (const name of classList(code)) {
    if (name.startsWith('language-') && name.length > 'language-'.length) return name.slice('language-'.length);
  }
  return null;
}

function span(className: string | null, children: ElementContent[]): Element {
  return { type: 'element', tagName: 'span', properties: className ? { className: [className] } : {}, children };
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** `Copy (or Ctrl + C)`; the browser swaps `Ctrl + ` for `⌘` on macOS. */
function copyButton(): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['MuiCode-copy'],
      dataGaEventCategory: 'code',
      dataGaEventAction: 'copy-click',
      ariaLabel: 'Copy the code',
    },
    children: [
      text('Copy '),
      span('MuiCode-copyKeypress', [
        span(null, [text('(or')]),
        text(' '),
        span('MuiCode-copyKey', [text('Ctrl + ')]),
        text('C'),
        span(null, [text(')')]),
      ]),
    ],
  };
}

function codeBlock(pre: Element, code: Element, lang: string): Element {
  const language = normalizeLanguage(lang);
  const languageClass = `language-${language}`;
  const source = hastToString(code);
  const highlightedCode: Element = {
    ...code,
    properties: { ...code.properties, className: [languageClass] },
    children: highlightToHast(source, language),
  };
  const highlightedPre: Element = {
    ...pre,
    // A block may scroll sideways: keyboard users reach it with Tab and scroll it with the arrows.
    // Code reads left to right on a right-to-left page too (`import …;`, not `;… import`).
    properties: { ...pre.properties, className: [languageClass], tabIndex: 0, dir: 'ltr' },
    children: [highlightedCode],
  };
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [CODE_ROOT_CLASS], dataLanguage: language },
    children: [highlightedPre, copyButton()],
  };
}

function isCodeRoot(node: Element): boolean {
  return node.tagName === 'div' && classList(node).includes(CODE_ROOT_CLASS);
}

/** The `<code>` of a fenced block: `pre` whose only element child is a `code`. */
function fencedCode(pre: Element): Element | null {
  const elements = pre.children.filter((child): child is Element => child.type === 'element');
  const only = elements[0];
  return elements.length === 1 && only && only.tagName === 'code' ? only : null;
}

/** Number of highlighted code blocks (`.MuiCode-root`) in a tree. */
export function countCodeBlocks(tree: Root): number {
  let count = 0;
  visit(tree, 'element', (node: Element) => {
    if (isCodeRoot(node)) count += 1;
  });
  return count;
}

/**
 * Highlights every fenced block that names a language with Prism and wraps it with its copy button:
 * `<div class="MuiCode-root" data-language="tsx"><pre class="language-tsx"><code class="language-tsx">…</code></pre><button …>`.
 * Blocks without a language become `text` blocks (not highlighted, same frame and copy button). Every block's `<pre>` is `dir="ltr"`. Sets `file.data.hasCode = true` when at least
 * one block was wrapped.
 */
export const rehypeCodeBlocks: Plugin<[], Root> = function rehypeCodeBlocks() {
  return (tree, file) => {
    let wrapped = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (isCodeRoot(node)) return 'skip';
      if (node.tagName !== 'pre' || !parent || index === undefined) return undefined;
      const code = fencedCode(node);
      if (!code) return 'skip';
      // A fence without a language is still code a reader copies: a plain `text` block.
      parent.children[index] = codeBlock(node, code, fenceLanguage(code) ?? 'text');
      wrapped += 1;
      return 'skip';
    });
    if (wrapped > 0 && file) file.data.hasCode = true;
  };
};
