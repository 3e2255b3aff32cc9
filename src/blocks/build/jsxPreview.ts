import ts from 'typescript';

const MAX_PREVIEW_LINES = 16;

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const min = Math.min(...indents);
  return lines.map((line) => line.slice(min)).join('\n');
}

/**
 * The JSX a demo's default export returns, when it is short: what a reader sees while the full code
 * is hidden. Null when there is no such JSX or it is longer than 16 lines.
 */
export function getJsxPreview(source: string, fileName = 'demo.tsx'): string | null {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let body: ts.Block | undefined;
  for (const statement of file.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.body) continue;
    const modifiers = statement.modifiers ?? [];
    const isDefaultExport =
      modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
      modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
    if (isDefaultExport) body = statement.body;
  }
  if (!body) return null;
  const last = [...body.statements].reverse().find(ts.isReturnStatement);
  let expression = last?.expression;
  while (expression && ts.isParenthesizedExpression(expression)) expression = expression.expression;
  if (!expression || !(ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression) || ts.isJsxFragment(expression))) {
    return null;
  }
  const start = expression.getStart(file);
  const lineStart = source.lastIndexOf('\n', start) + 1;
  // The first line starts at the JSX itself (after any `return `), indented like its own line.
  const text = dedent(' '.repeat(start - lineStart) + source.slice(start, expression.getEnd()));
  const lines = text.split('\n');
  if (lines.length > MAX_PREVIEW_LINES) return null;
  return `${text.trimStart()}\n`;
}
