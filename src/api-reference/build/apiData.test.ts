import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiDoc, ApiProp, ComponentApiDoc } from '../types';
import { createApiProgram, packageDir, type ApiProgram } from './apiProgram';
import { exportNameOf, listApiTargets, type ApiTarget } from './apiTargets';
import { currentApiDocs } from './currentApiDocs';
import { readPropTypesSource } from './propTypesSource';

// Checks over the whole API data (the cache of `npm run generate`, or a fresh extraction when the
// extractor changed since). Each compares the data with the packages themselves: their declarations
// (a TypeScript program of their own), their development builds at run time, their published source.

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));

function membersOf(doc: ApiDoc): Array<[string, ApiProp[]]> {
  if (doc.kind === 'component') return [['props', doc.props]];
  if (doc.kind === 'hook') return [['parameters', doc.parameters], ['returnValue', doc.returnValue]];
  return [['properties', doc.properties]];
}

/** The published module of a doc (`node_modules/@mui/material/Fade/Fade.js`), from its source link. */
function publishedFile(doc: ApiDoc): string | null {
  const match = /^https:\/\/unpkg\.com\/(@mui\/[^@/]+)@[^/]+\/(.+)$/.exec(doc.sourceUrl ?? '');
  return match?.[1] && match[2] ? path.join(packageDir(match[1]), match[2]) : null;
}

/** The package folder of a component (`Popper` for `@mui/base/Popper/Popper.js`). */
function folderOf(doc: ApiDoc): string | null {
  const file = publishedFile(doc);
  return file ? (path.relative(packageDir(doc.packageName), file).split(path.sep)[0] ?? null) : null;
}

const BUILT_IN_METHODS = new Set(
  [String.prototype, Number.prototype, Boolean.prototype, Array.prototype, Function.prototype, Symbol.prototype].flatMap((prototype) =>
    Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(prototype, name)?.value === 'function'),
  ),
);

const GRID_ROOTS = new Set(['DataGrid', 'DataGridPro', 'DataGridPremium']);

describe('API data of every page, against the packages', () => {
  let docs: ApiDoc[] = [];
  let targets: Map<string, ApiTarget>;
  let api: ApiProgram;
  beforeAll(() => {
    docs = currentApiDocs().docs;
    targets = new Map(listApiTargets().map((target) => [target.pathname, target]));
    api = createApiProgram();
  }, 240_000);

  const componentDocs = (): ComponentApiDoc[] => docs.filter((doc): doc is ComponentApiDoc => doc.kind === 'component');

  /** The declaration of a member, found from the package's own exported names (not the extractor's route). */
  function declarationOf(doc: ApiDoc, member: string): ts.Declaration | null {
    const target = targets.get(doc.pathname);
    const exports = api.exportsOf(doc.packageName);
    const names = doc.kind === 'component' && target ? [`${doc.name}Props`, `${exportNameOf(target)}Props`, `${doc.name}OwnProps`] : [doc.name, target ? exportNameOf(target) : doc.name];
    for (const name of names) {
      const exported = exports.get(name);
      if (!exported) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? api.checker.getAliasedSymbol(exported) : exported;
      let type = symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) ? api.checker.getDeclaredTypeOfSymbol(symbol) : api.checker.getTypeOfSymbol(symbol);
      const signature = api.checker.getSignaturesOfType(type, ts.SignatureKind.Call)[0];
      if (doc.kind === 'hook' && signature) {
        const parameter = signature.getParameters().find((entry) => entry.getName() === member);
        if (parameter?.valueDeclaration) return parameter.valueDeclaration;
        const [first] = signature.getParameters();
        const candidates = [first ? api.checker.getTypeOfSymbol(first) : null, api.checker.getReturnTypeOfSignature(signature)];
        for (const candidate of candidates) {
          const property = candidate ? api.checker.getPropertyOfType(api.checker.getApparentType(candidate), member) : undefined;
          if (property?.declarations?.[0]) return property.declarations[0];
        }
        continue;
      }
      type = api.checker.getApparentType(type);
      const members = type.isUnion() ? type.types : [type];
      for (const candidate of members) {
        const property = api.checker.getPropertyOfType(candidate, member);
        if (property?.declarations?.[0]) return property.declarations[0];
      }
    }
    return null;
  }

  it('names every member with an identifier or a hyphenated attribute name', () => {
    const bad = docs.flatMap((doc) => membersOf(doc).flatMap(([list, members]) => members.filter((member) => !/^[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_$]+)*$/.test(member.name)).map((member) => `${doc.pathname} ${list}: ${JSON.stringify(member.name)}`)));
    expect(bad).toEqual([]);
  });

  it('lists no method of a built-in prototype among a hook\'s parameters', () => {
    const hooks = docs.filter((doc) => doc.kind === 'hook');
    expect(hooks.length).toBeGreaterThan(20);
    const bad = hooks.flatMap((doc) => (doc.kind === 'hook' ? doc.parameters : []).filter((member) => BUILT_IN_METHODS.has(member.name) || member.name.startsWith('__@')).map((member) => `${doc.pathname}: ${member.name}`));
    expect(bad).toEqual([]);
  });

  it('shows slots (with their default components) and CSS classes on every Data Grid page', () => {
    const grids = componentDocs().filter((doc) => GRID_ROOTS.has(doc.name));
    expect(grids.map((doc) => doc.name).sort()).toEqual([...GRID_ROOTS].sort());
    const runtimeClasses = (requireFromRoot('@mui/x-data-grid') as { gridClasses: Record<string, string> }).gridClasses;
    for (const grid of grids) {
      expect(grid.slots.length, `${grid.pathname} slots`).toBeGreaterThan(60);
      expect(grid.slots.every((slot) => slot.default), `${grid.pathname}: a slot without its default`).toBe(true);
      expect(grid.classes.map((entry) => entry.key).sort(), grid.pathname).toEqual(Object.keys(runtimeClasses).sort());
      expect(grid.classes.filter((entry) => !entry.description).map((entry) => entry.key), `${grid.pathname}: classes without a description`).toEqual([]);
    }
    const slotCount = (name: string): number => grids.find((doc) => doc.name === name)?.slots.length ?? 0;
    // Pro and Premium extend the MIT grid's slots.
    expect(slotCount('DataGridPro')).toBeGreaterThan(slotCount('DataGrid'));
    expect(slotCount('DataGridPremium')).toBeGreaterThan(slotCount('DataGridPro'));
    console.log(`Data Grid pages: ${grids.map((doc) => `${doc.name} ${doc.slots.length} slots / ${doc.classes.length} classes`).join(', ')}`);
  });

  it('types a member `any` only where its declaration says `any`', () => {
    const untyped: string[] = [];
    const wrong: string[] = [];
    for (const doc of docs) {
      for (const [list, members] of membersOf(doc)) {
        for (const member of members.filter((entry) => entry.type === 'any')) {
          untyped.push(`${doc.pathname} ${list}.${member.name}`);
          const declaration = declarationOf(doc, member.name);
          const written = declaration && (ts.isPropertySignature(declaration) || ts.isParameter(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
          if (declaration && written?.kind !== ts.SyntaxKind.AnyKeyword) {
            wrong.push(`${doc.pathname} ${list}.${member.name} is declared ${written?.getText() ?? ts.SyntaxKind[declaration.kind]}`);
          }
        }
      }
    }
    console.log(`API check: ${untyped.length} members typed any, each declared so`);
    expect(wrong).toEqual([]);
  });

  it('lists, for every component, the class keys of the package\'s runtime *Classes object', () => {
    let compared = 0;
    const problems: string[] = [];
    for (const doc of componentDocs()) {
      const classesName = GRID_ROOTS.has(doc.name) ? 'gridClasses' : `${doc.name.charAt(0).toLowerCase()}${doc.name.slice(1)}Classes`;
      const packageName = GRID_ROOTS.has(doc.name) ? '@mui/x-data-grid' : doc.packageName;
      const root = requireFromRoot(packageName) as Record<string, unknown>;
      const folder = folderOf(doc);
      let runtime = root[classesName] as Record<string, string> | undefined;
      if (!runtime && folder) {
        try {
          runtime = (requireFromRoot(`${packageName}/${folder}`) as Record<string, unknown>)[classesName] as Record<string, string> | undefined;
        } catch {
          runtime = undefined;
        }
      }
      if (!runtime) continue;
      compared += 1;
      const onPage = new Map(doc.classes.map((entry) => [entry.key, entry.className]));
      for (const [key, className] of Object.entries(runtime)) {
        if (onPage.get(key) !== className) problems.push(`${doc.pathname}: ${key} (${className}) is ${onPage.has(key) ? `shown as ${onPage.get(key)}` : 'missing'}`);
      }
    }
    console.log(`API check: class keys of ${compared} components compared with their runtime *Classes objects`);
    expect(compared).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });

  it('follows the declarations where the propTypes disagree (enum lists, required flags), and says which source won', () => {
    const report: string[] = [];
    let compared = 0;
    for (const doc of componentDocs()) {
      const file = publishedFile(doc);
      const propTypes = file ? readPropTypesSource(file) : null;
      if (!propTypes) continue;
      for (const prop of doc.props) {
        const fromPropTypes = propTypes.get(prop.name);
        if (!fromPropTypes || prop.runtimeOnly) continue;
        const declaration = declarationOf(doc, prop.name);
        if (!declaration) continue;
        compared += 1;
        if (fromPropTypes.oneOf && prop.values && [...fromPropTypes.oneOf].sort().join() !== [...prop.values].sort().join()) {
          const declaredType = api.checker.getTypeAtLocation(declaration);
          const declared = (declaredType.isUnion() ? declaredType.types : [declaredType]).flatMap((member) =>
            member.isStringLiteral() ? [`'${member.value}'`] : member.isNumberLiteral() ? [String(member.value)] : member.flags & ts.TypeFlags.BooleanLiteral ? [api.checker.typeToString(member)] : [],
          );
          expect([...prop.values].sort(), `${doc.pathname} ${prop.name}: the declared literals`).toEqual([...new Set(declared)].sort());
          report.push(`${doc.pathname} ${prop.name}: declarations (${prop.values.join(' | ')}) over propTypes (${fromPropTypes.oneOf.join(' | ')})`);
        }
        if (fromPropTypes.required !== prop.required) {
          const declaredOptional = ts.isPropertySignature(declaration) ? Boolean(declaration.questionToken) : null;
          if (declaredOptional === null) continue;
          expect(prop.required, `${doc.pathname} ${prop.name}: required as declared`).toBe(!declaredOptional);
          report.push(`${doc.pathname} ${prop.name}: declarations (${declaredOptional ? 'optional' : 'required'}) over propTypes (${fromPropTypes.required ? 'required' : 'optional'})`);
        }
      }
    }
    console.log(`propTypes vs declarations: ${compared} props compared, ${report.length} disagreements, the declarations won each:\n  ${report.join('\n  ')}`);
    expect(compared).toBeGreaterThan(2000);
    expect(report.length).toBeGreaterThan(0);
  });
});
