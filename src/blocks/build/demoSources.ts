import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { StylingKey } from '../demo/types';

export const STYLING_FILES: Record<StylingKey, string> = {
  system: 'system.tsx',
  tailwind: 'tailwind.tsx',
  css: 'css.tsx',
};

export interface DemoSourceFile {
  styling: StylingKey;
  /** Absolute path of the TSX file. */
  file: string;
}

/**
 * The TSX files behind a demo reference: `X.tsx` is one file (MUI System styling); a folder `X`
 * holds one file per styling solution (`system.tsx`, `tailwind.tsx`, `css.tsx`). Throws when the
 * reference leads nowhere.
 */
export function resolveDemoSources(demosDir: string, reference: string): { name: string; sources: DemoSourceFile[] } {
  if (reference.endsWith('.tsx')) {
    const file = path.join(demosDir, reference);
    if (!fs.existsSync(file)) throw new Error(`The demo file demos/${reference} does not exist.`);
    return { name: reference.slice(0, -'.tsx'.length), sources: [{ styling: 'system', file }] };
  }
  const dir = path.join(demosDir, reference);
  const sources = (Object.keys(STYLING_FILES) as StylingKey[])
    .map((styling) => ({ styling, file: path.join(dir, STYLING_FILES[styling]) }))
    .filter((source) => fs.existsSync(source.file));
  if (sources.length === 0) {
    throw new Error(`The demo demos/${reference} does not exist (a .tsx file, or a folder with system.tsx, tailwind.tsx or css.tsx).`);
  }
  return { name: reference, sources };
}

export interface ImportBinding {
  /** Module specifier as written: `@mui/material/Button`, `./styles.module.css`. */
  from: string;
  kind: 'default' | 'namespace' | 'named' | 'side-effect';
  /** Exported name for named imports. */
  imported?: string;
  /** Local name in the demo. */
  local?: string;
}

/** The value imports of a module (type-only imports left out), in order. */
export function readImports(source: string, fileName = 'demo.tsx'): ImportBinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const bindings: ImportBinding[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause) {
      bindings.push({ from, kind: 'side-effect' });
      continue;
    }
    if (clause.isTypeOnly) continue;
    if (clause.name) bindings.push({ from, kind: 'default', local: clause.name.text });
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) bindings.push({ from, kind: 'namespace', local: named.name.text });
    if (named && ts.isNamedImports(named)) {
      for (const element of named.elements) {
        if (element.isTypeOnly) continue;
        bindings.push({ from, kind: 'named', imported: (element.propertyName ?? element.name).text, local: element.name.text });
      }
    }
  }
  return bindings;
}

/** Files a demo imports relatively (`./styles.module.css`), read from beside it. */
export function readRelativeImports(demoFile: string, source: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const binding of readImports(source, demoFile)) {
    if (!binding.from.startsWith('./') || files[binding.from] !== undefined) continue;
    const target = path.join(path.dirname(demoFile), binding.from);
    if (!fs.existsSync(target) || !fs.statSync(target).isFile()) {
      throw new Error(`${path.basename(demoFile)} imports ${binding.from}, which is not a file beside it.`);
    }
    files[binding.from] = fs.readFileSync(target, 'utf8');
  }
  return files;
}
