import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reads an object of default slot components from a package's published ES modules, the way the source
 * writes it: `export const DEFAULTS = _extends({}, materialSlots, OTHER_DEFAULTS, { Cell: GridCellV7 })`.
 * Spreads and merges are followed across imports and re-exports; each value is named by what it is
 * imported as (`Checkbox` for `import MUICheckbox from '@mui/material/Checkbox'`), `null` stays `null`.
 */

interface ModuleIndex {
  file: string;
  /** Local name → where it comes from. */
  imports: Map<string, { specifier: string; imported: string }>;
  /** Top-level `const` initializers, by name. */
  constants: Map<string, ts.Expression>;
  /** Exported name → local name (`export default x`, `export { x as y }`). */
  localExports: Map<string, string>;
  /** Exported name → the module and name it is re-exported from. */
  reExports: Map<string, { specifier: string; imported: string }>;
  /** `export * from '…'` specifiers. */
  starExports: string[];
}

const modules = new Map<string, ModuleIndex>();

function indexModule(file: string): ModuleIndex {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const index: ModuleIndex = { file, imports: new Map(), constants: new Map(), localExports: new Map(), reExports: new Map(), starExports: [] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause?.name) index.imports.set(clause.name.text, { specifier, imported: 'default' });
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) index.imports.set(element.name.text, { specifier, imported: (element.propertyName ?? element.name).text });
      }
    } else if (ts.isVariableStatement(statement)) {
      const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        index.constants.set(declaration.name.text, declaration.initializer);
        if (exported) index.localExports.set(declaration.name.text, declaration.name.text);
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      index.localExports.set('default', statement.expression.text);
    } else if (ts.isExportDeclaration(statement)) {
      const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      if (!statement.exportClause && specifier) index.starExports.push(specifier);
      else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).text;
          if (specifier) index.reExports.set(element.name.text, { specifier, imported: local });
          else index.localExports.set(element.name.text, local);
        }
      }
    }
  }
  modules.set(file, index);
  return index;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : path.join(process.cwd(), 'node_modules', specifier);
  for (const candidate of [`${base}.js`, path.join(base, 'index.js'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The module and local constant an exported name stands for, following re-exports. */
function findExport(file: string, name: string, seen = new Set<string>()): { index: ModuleIndex; local: string } | null {
  if (seen.has(`${file}#${name}`)) return null;
  seen.add(`${file}#${name}`);
  const index = indexModule(file);
  const local = index.localExports.get(name);
  if (local) return findBinding(index, local, seen);
  const reExport = index.reExports.get(name);
  if (reExport) {
    const target = resolveModule(file, reExport.specifier);
    return target ? findExport(target, reExport.imported, seen) : null;
  }
  for (const specifier of index.starExports) {
    const target = resolveModule(file, specifier);
    const found = target ? findExport(target, name, seen) : null;
    if (found) return found;
  }
  return null;
}

function findBinding(index: ModuleIndex, local: string, seen: Set<string>): { index: ModuleIndex; local: string } | null {
  if (index.constants.has(local)) return { index, local };
  const imported = index.imports.get(local);
  if (!imported) return null;
  const target = resolveModule(index.file, imported.specifier);
  return target ? findExport(target, imported.imported, seen) : null;
}

/** What a value of the object is: the name it is imported or declared under. */
function componentName(index: ModuleIndex, expression: ts.Expression): string {
  if (expression.kind === ts.SyntaxKind.NullKeyword) return 'null';
  if (!ts.isIdentifier(expression)) return expression.getText();
  const imported = index.imports.get(expression.text);
  if (!imported) return expression.text;
  return imported.imported === 'default' ? path.basename(imported.specifier) : imported.imported;
}

function evaluateObject(index: ModuleIndex, expression: ts.Expression, into: Map<string, string>, seen: Set<string>): void {
  if (ts.isParenthesizedExpression(expression)) evaluateObject(index, expression.expression, into, seen);
  else if (ts.isCallExpression(expression)) {
    // `_extends({}, a, b, {...})` and `Object.assign(...)`: later arguments win.
    for (const argument of expression.arguments) evaluateObject(index, argument, into, seen);
  } else if (ts.isIdentifier(expression)) {
    const binding = findBinding(index, expression.text, seen);
    const initializer = binding?.index.constants.get(binding.local);
    if (!binding || !initializer) throw new Error(`Cannot follow ${expression.text} in ${index.file}.`);
    evaluateObject(binding.index, initializer, into, seen);
  } else if (ts.isObjectLiteralExpression(expression)) {
    for (const property of expression.properties) {
      if (ts.isSpreadAssignment(property)) evaluateObject(index, property.expression, into, seen);
      else if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        into.set(property.name.text, componentName(index, property.initializer));
      } else if (ts.isShorthandPropertyAssignment(property)) into.set(property.name.text, componentName(index, property.name));
    }
  } else {
    throw new Error(`Unexpected ${ts.SyntaxKind[expression.kind]} in the slot defaults of ${index.file}.`);
  }
}

/** The default component of each slot key (`Cell` → `GridCellV7`) in an exported defaults object. */
export function slotDefaultsOfModule(file: string, exportName: string): Map<string, string> {
  const found = findExport(file, exportName);
  const initializer = found?.index.constants.get(found.local);
  if (!found || !initializer) throw new Error(`${file} does not export ${exportName}.`);
  const defaults = new Map<string, string>();
  evaluateObject(found.index, initializer, defaults, new Set());
  return defaults;
}
