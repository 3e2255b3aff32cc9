/**
 * Prism with the grammars of demo sources, for code highlighted in the browser: a demo's source when
 * its code is first opened (pages ship it unhighlighted) and edits in the live editor.
 */
import Prism from 'prismjs';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

export function highlightCode(code: string, language: 'tsx' | 'jsx'): string {
  const grammar = Prism.languages[language];
  return grammar ? Prism.highlight(code, grammar, language) : code.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}
