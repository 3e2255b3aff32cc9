/**
 * Prism with the grammars of demo sources, for code highlighted in the browser: a demo's source when
 * its code is first opened (pages ship it unhighlighted) and edits in the live editor.
 */
// First: Prism must not highlight the whole document by itself (see prismManual.ts).
import './prismManual';
import Prism from 'prismjs';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

export function highlightCode(code: string, language: 'tsx' | 'jsx'): string {
  // Both grammars are registered by the imports above.
  return Prism.highlight(code, Prism.languages[language]!, language);
}
