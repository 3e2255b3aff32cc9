import prettier from 'prettier';
import ts from 'typescript';

const PRETTIER_OPTIONS: prettier.Options = {
  parser: 'babel',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 85,
};

const BLANK_LINE_MARKER = '//__BLANK_LINE__';

/**
 * Marks each blank line that separates two statements with a line comment, so it survives the
 * TypeScript emitter (which drops blank lines but keeps comments). Only statement boundaries are
 * marked: a comment inside JSX would become text.
 */
export function markBlankLines(tsSource: string, fileName = 'demo.tsx'): string {
  const file = ts.createSourceFile(fileName, tsSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const positions: Array<{ at: number; indent: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseClause(node) || ts.isDefaultClause(node)) {
      node.statements.forEach((statement, index) => {
        const previous = node.statements[index - 1];
        if (!previous) return;
        const trivia = tsSource.slice(previous.end, statement.getStart(file));
        const blank = /\n[ \t]*\n(?:[ \t]*\n)*([ \t]*)/.exec(trivia);
        if (blank) positions.push({ at: previous.end + blank.index + blank[0].length, indent: blank[1] ?? '' });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let marked = tsSource;
  for (const { at, indent } of positions.sort((a, b) => b.at - a.at)) {
    marked = `${marked.slice(0, at)}${BLANK_LINE_MARKER}\n${indent}${marked.slice(at)}`;
  }
  return marked;
}

/** Turns the markers back into blank lines, never two in a row and none at the start. */
export function unmarkBlankLines(source: string): string {
  return source
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARKER ? '' : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
}

/** The JavaScript twin of a TSX demo: types stripped by TypeScript, formatted by Prettier. */
export async function deriveJs(tsSource: string, fileName = 'demo.tsx'): Promise<string> {
  const { outputText } = ts.transpileModule(markBlankLines(tsSource, fileName), {
    fileName,
    reportDiagnostics: false,
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      removeComments: false,
      verbatimModuleSyntax: false,
    },
  });
  const formatted = await prettier.format(outputText, PRETTIER_OPTIONS);
  return unmarkBlankLines(formatted).replace(/\n+$/, '\n');
}
