import path from 'node:path';
import ts from 'typescript';
import type { VFile } from 'vfile';
import { contentFile, reportProblem } from '../../markdown/build/contentMessages';

/**
 * Type-checks demo files against the installed packages with the project's compiler options, the way
 * `npm run typecheck` does, and returns one VFile per demo with a problem: each TypeScript error becomes a
 * message at its line and column, with the compiler's text and code.
 */
export function typeCheckDemos(files: readonly string[], root = process.cwd()): VFile[] {
  if (files.length === 0) return [];
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  // Next.js's ambient types (CSS modules, images), once a dev server or build has written them, and the
  // project's own declaration of CSS modules, so a demo's `css.module.css` type-checks on a fresh clone too.
  const ambient = [path.join(root, 'next-env.d.ts'), path.join(root, 'src/types/cssModules.d.ts')];
  const roots = [...files, ...ambient.filter((file) => ts.sys.fileExists(file))];
  const program = ts.createProgram(roots, { ...parsed.options, incremental: false, noEmit: true });
  const wanted = new Set(files.map((file) => path.resolve(file)));
  const byFile = new Map<string, VFile>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const fileName = diagnostic.file ? path.resolve(diagnostic.file.fileName) : null;
    // Problems of other files (the project's own code) are not the demos' to fix.
    if (fileName && !wanted.has(fileName)) continue;
    const location = fileName ? path.relative(root, fileName) : 'tsconfig.json';
    let file = byFile.get(location);
    if (!file) {
      file = contentFile(location);
      byFile.set(location, file);
    }
    const start = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    reportProblem(
      file,
      'type-check',
      `${text} (TS${diagnostic.code})`,
      start ? { line: start.line + 1, column: start.character + 1 } : undefined,
      'Fix the demo so it type-checks against the installed packages (their declarations in node_modules/@mui/*/ are the reference); demos are strict TypeScript.',
    );
  }
  return [...byFile.values()];
}
