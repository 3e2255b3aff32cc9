// What a module imports, read with TypeScript's parser: for the tests that keep the code's shape (declared
// packages, which folder may import which).
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * The module specifiers a file imports: static and dynamic imports, re-exports (types included), `import()` types,
 * `require()` and `/// <reference types>`. A full parse, so text in strings, templates and regular expressions
 * is never taken for an import.
 */
export function importSpecifiers(text: string, fileName = 'module.tsx'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found = source.typeReferenceDirectives.map((reference) => reference.fileName);
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0]!)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isImport || isRequire) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names (`@mui/material/Button` → `@mui/material`); null for relative paths and Node's modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return BUILTINS.has(name) ? null : name;
}

/** The file a relative specifier of `fromFile` names, as the bundler resolves it; null for a package or nothing found. */
export function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.d.ts', '.js', '.mjs'].map((extension) => base + extension), path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** A module and the relative imports it makes, each with the file it resolves to. */
export interface ModuleImports {
  file: string;
  imports: Array<{ specifier: string; file: string | null }>;
}

/**
 * `entry` and every module it reaches through relative imports, transitively; `follow` says which of the
 * files reached are read in turn (all by default). Packages are not followed.
 */
export function reachableModules(entry: string, follow: (file: string) => boolean = () => true): ModuleImports[] {
  const seen = new Map<string, ModuleImports>();
  const pending = [path.resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    const imports = importSpecifiers(fs.readFileSync(file, 'utf8'), file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ specifier, file: resolveRelative(file, specifier) }));
    seen.set(file, { file, imports });
    for (const imported of imports) if (imported.file && !seen.has(imported.file) && follow(imported.file)) pending.push(imported.file);
  }
  return [...seen.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}
