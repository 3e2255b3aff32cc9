import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The packages whose declarations are read, with their entry declaration files. */
export const DOCUMENTED_PACKAGES = [
  '@mui/material',
  '@mui/lab',
  '@mui/joy',
  '@mui/base',
  '@mui/system',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
] as const;

export interface ApiProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Exports of each package's root module, by name. */
  exportsOf(packageName: string): Map<string, ts.Symbol>;
}

export function packageDir(packageName: string): string {
  return path.join(process.cwd(), 'node_modules', ...packageName.split('/'));
}

/** One TypeScript program over the packages' root declaration files (strict, like a user's project). */
export function createApiProgram(): ApiProgram {
  const roots = DOCUMENTED_PACKAGES.map((name) => path.join(packageDir(name), 'index.d.ts')).filter((file) => fs.existsSync(file));
  const program = ts.createProgram(roots, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2020,
    types: [],
  });
  const checker = program.getTypeChecker();
  const cache = new Map<string, Map<string, ts.Symbol>>();
  return {
    program,
    checker,
    exportsOf(packageName) {
      let exports = cache.get(packageName);
      if (!exports) {
        const file = program.getSourceFile(path.join(packageDir(packageName), 'index.d.ts'));
        const moduleSymbol = file ? checker.getSymbolAtLocation(file) : undefined;
        exports = new Map((moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((symbol) => [symbol.getName(), symbol]));
        cache.set(packageName, exports);
      }
      return exports;
    },
  };
}
