import prettier from 'prettier';
import ts from 'typescript';

const PRETTIER_OPTIONS: prettier.Options = {
  parser: 'babel',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 85,
};

/**
 * Puts back the blank lines the TypeScript emitter drops: before each JS line that starts the same
 * way as a TS line that followed a blank line, scanning both in order.
 */
export function restoreBlankLines(tsSource: string, jsSource: string): string {
  const tsLines = tsSource.split('\n');
  const wanted: string[] = [];
  tsLines.forEach((line, index) => {
    const next = tsLines[index + 1];
    if (line.trim() === '' && next !== undefined && next.trim() !== '') wanted.push(next.trim());
  });
  const out: string[] = [];
  let cursor = 0;
  for (const line of jsSource.split('\n')) {
    const trimmed = line.trim();
    if (cursor < wanted.length && trimmed !== '' && trimmed === wanted[cursor]) {
      if (out.length > 0 && out[out.length - 1]?.trim() !== '') out.push('');
      cursor += 1;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** The JavaScript twin of a TSX demo: types stripped by TypeScript, formatted by Prettier. */
export async function deriveJs(tsSource: string, fileName = 'demo.tsx'): Promise<string> {
  const { outputText } = ts.transpileModule(tsSource, {
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
  return restoreBlankLines(tsSource, formatted).replace(/\n+$/, '\n');
}

/** Formats TSX the way demos are shown (used to check that sources are tidy). */
export async function formatTs(tsSource: string): Promise<string> {
  return prettier.format(tsSource, { ...PRETTIER_OPTIONS, parser: 'typescript' });
}
