import type { Element, ElementContent } from 'hast';
import Prism from 'prismjs';
// The core bundle (`prismjs`) already holds markup, css, clike and javascript. The components below
// extend the global `Prism` the core installs, so their order matters: tsx needs jsx and typescript.
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-yaml';
import { escapeHtmlText } from '../../site/escapeHtml';

/** Languages with a grammar, by the name used in `language-…` classes. */
export const HIGHLIGHTED_LANGUAGES = [
  'tsx',
  'jsx',
  'typescript',
  'javascript',
  'bash',
  'json',
  'css',
  'diff',
  'markup',
  'yaml',
] as const;

export type HighlightedLanguage = (typeof HIGHLIGHTED_LANGUAGES)[number];
export type CodeLanguage = HighlightedLanguage | 'text';

const ALIASES: Record<string, CodeLanguage> = {
  ts: 'typescript',
  js: 'javascript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  yml: 'yaml',
  plaintext: 'text',
  txt: 'text',
};

/** Canonical name of a fence's language: `ts` → `typescript`, `sh` → `bash`; unknown or empty → `text`. */
export function normalizeLanguage(lang: string | null | undefined): CodeLanguage {
  const name = typeof lang === 'string' ? lang.trim().toLowerCase() : '';
  if ((HIGHLIGHTED_LANGUAGES as readonly string[]).includes(name)) return name as HighlightedLanguage;
  return ALIASES[name] ?? 'text';
}

function grammarOf(language: CodeLanguage): Prism.Grammar | undefined {
  return language === 'text' ? undefined : Prism.languages[language];
}

/** Highlighted HTML (`<span class="token …">`, text escaped) of `code`; escaped plain text when there is no grammar. */
export function highlightCode(code: string, language: string): string {
  const text = typeof code === 'string' ? code : String(code ?? '');
  const name = normalizeLanguage(language);
  const grammar = grammarOf(name);
  if (!grammar) return escapeHtmlText(text);
  try {
    return Prism.highlight(text, grammar, name);
  } catch {
    return escapeHtmlText(text);
  }
}

/** Prism's own pipeline (tokenize hooks included), stopping before it turns tokens into a string. */
function tokenizeWithHooks(code: string, grammar: Prism.Grammar, language: string): Array<string | Prism.Token> {
  const env: Prism.Environment = { code, grammar, language };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code as string, env.grammar as Prism.Grammar);
  Prism.hooks.run('after-tokenize', env);
  return env.tokens as Array<string | Prism.Token>;
}

function streamToHast(stream: Prism.TokenStream, language: string): ElementContent[] {
  if (typeof stream === 'string') return stream ? [{ type: 'text', value: stream.replace(/\u00a0/g, ' ') }] : [];
  if (Array.isArray(stream)) return stream.flatMap((item) => streamToHast(item, language));
  return [tokenToHast(stream, language)];
}

function tokenToHast(token: Prism.Token, language: string): Element {
  const aliases = token.alias ? (Array.isArray(token.alias) ? token.alias : [token.alias]) : [];
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['token', token.type, ...aliases] },
    children: streamToHast(token.content, language),
  };
}

/**
 * The same highlighting as {@link highlightCode}, as hast nodes ready to sit inside a `<code>`: no HTML
 * parsing and no raw nodes, so the Markdown pipeline stays safe to stringify.
 */
export function highlightToHast(code: string, language: string): ElementContent[] {
  const text = typeof code === 'string' ? code : String(code ?? '');
  const name = normalizeLanguage(language);
  const grammar = grammarOf(name);
  if (grammar) {
    try {
      return streamToHast(tokenizeWithHooks(text, grammar, name), name);
    } catch {
      // Fall through to plain text.
    }
  }
  return text ? [{ type: 'text', value: text }] : [];
}
