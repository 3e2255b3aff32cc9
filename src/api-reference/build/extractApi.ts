import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listStaticPages } from '../../docsPage/build/staticPages';
import type { ApiClass, ApiDoc, ApiProp, ApiSlot, ComponentApiDoc, HookApiDoc, InheritedProps, InterfaceApiDoc } from '../types';
import { createApiProgram, packageDir, type ApiProgram } from './apiProgram';
import { exportNameOf, listApiTargets, type ApiTarget } from './apiTargets';
import { componentDescription, describeMember, propertiesOf } from './describeSymbols';
import { readRuntimeComponent } from './runtimeApi';

const VERSIONS_OF = (packageName: string): string =>
  JSON.parse(fs.readFileSync(path.join(packageDir(packageName), 'package.json'), 'utf8')).version as string;

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function declarationFile(symbol: ts.Symbol): string | undefined {
  return symbol.declarations?.[0]?.getSourceFile().fileName;
}

/** The folder of a package a declaration sits in: `Button` for `@mui/material/Button/Button.d.ts`. */
function folderOf(file: string, packageName: string): string | null {
  const root = `${packageDir(packageName)}${path.sep}`;
  if (!file.startsWith(root)) return null;
  return file.slice(root.length).split(/[\\/]/)[0] ?? null;
}

function importsOf(target: ApiTarget, folder: string | null): string[] {
  const exportName = exportNameOf(target);
  if (target.packageName.startsWith('@mui/x-')) return [`import { ${target.kind === 'interface' ? `type ${exportName}` : exportName} } from '${target.packageName}';`];
  if (target.packageName === '@mui/base' || target.kind === 'hook') {
    return [
      ...(folder ? [`import { ${exportName} } from '${target.packageName}/${folder}';`] : []),
      `import { ${exportName} } from '${target.packageName}';`,
    ];
  }
  return [
    ...(folder ? [`import ${target.name} from '${target.packageName}/${folder}';`] : []),
    `import { ${exportName === target.name ? target.name : `${exportName} as ${target.name}`} } from '${target.packageName}';`,
  ];
}

function sourceUrlOf(packageName: string, file: string | undefined): string | undefined {
  if (!file) return undefined;
  const relative = path.relative(packageDir(packageName), file).split(path.sep).join('/');
  if (relative.startsWith('..')) return undefined;
  const js = relative.replace(/\.d\.ts$/, '.js');
  const published = fs.existsSync(path.join(packageDir(packageName), js)) ? js : relative;
  return `https://unpkg.com/${packageName}@${VERSIONS_OF(packageName)}/${published}`;
}

/** Props of the component's call signature that takes its default props (not the generic one). */
function componentPropsType(checker: ts.TypeChecker, component: ts.Symbol): ts.Type | null {
  const type = checker.getTypeOfSymbol(component);
  const signatures = checker.getSignaturesOfType(type, ts.SignatureKind.Call);
  const concrete = signatures.filter((signature) => !signature.typeParameters?.length);
  const signature = concrete[concrete.length - 1] ?? signatures[signatures.length - 1];
  const parameter = signature?.getParameters()[0];
  return parameter ? checker.getTypeOfSymbol(parameter) : null;
}

interface Context {
  api: ApiProgram;
  targets: ApiTarget[];
  pages: Set<string>;
}

/** CSS variables a Joy UI component's published styles define or read for itself (`--Button-*`). */
function cssVariablesOf(target: ApiTarget, folder: string | null): string[] {
  if (target.packageName !== '@mui/joy' || !folder) return [];
  const file = path.join(packageDir(target.packageName), folder, `${folder}.js`);
  if (!fs.existsSync(file)) return [];
  const pattern = new RegExp(`--${target.name}-[A-Za-z]+`, 'g');
  return [...new Set(fs.readFileSync(file, 'utf8').match(pattern) ?? [])].sort();
}

function sortProps(props: ApiProp[]): ApiProp[] {
  return props.sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
}

function extractComponent(target: ApiTarget, symbol: ts.Symbol, base: Omit<ComponentApiDoc, 'kind' | 'props' | 'inherits' | 'slots' | 'classes' | 'cssVariables' | 'propTypesNames'>, folder: string | null, context: Context): ComponentApiDoc {
  const { checker } = context.api;
  const runtime = readRuntimeComponent(target.packageName, exportNameOf(target), target.name);
  const propTypesNames = runtime.propTypesNames ?? [];
  const propsType = componentPropsType(checker, symbol);
  const sameLibrary = new Map(context.targets.filter((other) => other.library === target.library && other.kind === 'component').map((other) => [other.name, other]));
  const isGrid = target.packageName.startsWith('@mui/x-');

  const listed: ApiProp[] = [];
  const inherits = new Map<string, InheritedProps>();
  let rootElement: string | undefined;
  for (const property of propsType ? propertiesOf(checker, propsType) : []) {
    const name = property.getName();
    const file = declarationFile(property) ?? '';
    const isDom = /[\\/]@types[\\/]react[\\/]/.test(file);
    if (isDom) {
      const owner = property.declarations?.[0]?.parent;
      const ownerName = owner && ts.isInterfaceDeclaration(owner) ? owner.name.getText() : '';
      const element = /^(\w+?)HTMLAttributes$/.exec(ownerName)?.[1];
      if (element && element !== 'All' && !rootElement) rootElement = element.toLowerCase();
      if (propTypesNames.includes(name)) listed.push(describeMember(checker, property));
      continue;
    }
    const ownPackage = file.startsWith(`${packageDir(target.packageName)}${path.sep}`) || (isGrid && /[\\/]@mui[\\/]x-/.test(file));
    // Props declared by another package (System props of Box, for example) are listed only when
    // the component's propTypes name them.
    if (!ownPackage && !propTypesNames.includes(name)) continue;
    const propFolder = folderOf(file, target.packageName) ?? (isGrid ? folder : null);
    const inheritedFrom = propFolder && propFolder !== folder && sameLibrary.has(propFolder) ? propFolder : null;
    if (inheritedFrom && !propTypesNames.includes(name)) {
      const parent = sameLibrary.get(inheritedFrom);
      inherits.set(inheritedFrom, { component: inheritedFrom, ...(parent ? { pathname: parent.pathname } : {}) });
      continue;
    }
    listed.push(describeMember(checker, property));
  }
  const declared = new Set(listed.map((prop) => prop.name));
  for (const name of propTypesNames) {
    if (declared.has(name)) continue;
    // `component` belongs to the generic call signature of overridable components.
    listed.push(
      name === 'component'
        ? { name, type: 'elementType', description: 'The component used for the root node: an HTML element name or a component.', required: false, runtimeOnly: true }
        : { name, type: 'any', description: 'Accepted at run time; the declarations give no type.', required: false, runtimeOnly: true },
    );
  }

  const exports = context.api.exportsOf(target.packageName);
  const slotsSymbol = exports.get(`${target.name}Slots`);
  const slotClass = (slot: string): string | undefined => runtime.classes?.[slot];
  const slots: ApiSlot[] = slotsSymbol
    ? propertiesOf(checker, checker.getDeclaredTypeOfSymbol(resolveAlias(checker, slotsSymbol))).map((slot) => {
        const member = describeMember(checker, slot);
        const className = slotClass(member.name);
        return {
          name: member.name,
          description: member.description,
          ...(member.default ? { default: member.default } : {}),
          ...(className ? { className } : {}),
        };
      })
    : [];

  const classesSymbol = exports.get(`${target.name}Classes`);
  const classDescriptions = new Map<string, string>(
    classesSymbol
      ? propertiesOf(checker, checker.getDeclaredTypeOfSymbol(resolveAlias(checker, classesSymbol))).map((entry) => [entry.getName(), describeMember(checker, entry).description])
      : [],
  );
  const classes: ApiClass[] = Object.entries(runtime.classes ?? {}).map(([key, className]) => ({ key, className, description: classDescriptions.get(key) ?? '' }));

  const themeDefaultPropsName = target.packageName === '@mui/joy'
    ? `Joy${target.name}`
    : target.packageName === '@mui/material' || target.packageName === '@mui/lab'
      ? `Mui${target.name}`
      : isGrid
        ? 'MuiDataGrid'
        : undefined;

  return {
    ...base,
    kind: 'component',
    props: sortProps(listed),
    inherits: [...inherits.values()],
    ...(rootElement ? { rootElement } : {}),
    ...(themeDefaultPropsName ? { themeDefaultPropsName } : {}),
    slots,
    classes,
    cssVariables: cssVariablesOf(target, folder),
    propTypesNames,
  };
}

function extractHook(symbol: ts.Symbol, base: Omit<HookApiDoc, 'kind' | 'parameters' | 'returnValue'>, checker: ts.TypeChecker): HookApiDoc {
  const signature = checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call)[0];
  const parameter = signature?.getParameters()[0];
  const parameters = parameter ? propertiesOf(checker, checker.getTypeOfSymbol(parameter)).map((entry) => describeMember(checker, entry)) : [];
  const returnType = signature ? checker.getReturnTypeOfSignature(signature) : null;
  const returnValue = returnType ? propertiesOf(checker, returnType).map((entry) => describeMember(checker, entry)) : [];
  return { ...base, kind: 'hook', parameters: sortProps(parameters), returnValue: sortProps(returnValue) };
}

function extractInterface(symbol: ts.Symbol, base: Omit<InterfaceApiDoc, 'kind' | 'properties'>, checker: ts.TypeChecker): InterfaceApiDoc {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  return { ...base, kind: 'interface', properties: sortProps(propertiesOf(checker, type).map((entry) => describeMember(checker, entry))) };
}

/** Extracts the API of every page of the inventory. Throws when an export cannot be found. */
export function extractAllApis(): ApiDoc[] {
  const api = createApiProgram();
  const context: Context = { api, targets: listApiTargets(), pages: new Set(listStaticPages().map((page) => page.pathname)) };
  const docs: ApiDoc[] = [];
  for (const target of context.targets) {
    const exported = api.exportsOf(target.packageName).get(exportNameOf(target));
    if (!exported) throw new Error(`${target.packageName} does not export ${exportNameOf(target)} (for ${target.pathname}).`);
    const symbol = resolveAlias(api.checker, exported);
    const file = declarationFile(symbol);
    const folder = file ? folderOf(file, target.packageName) : null;
    const { description, demoPaths } = componentDescription(ts.displayPartsToString(symbol.getDocumentationComment(api.checker)));
    const base = {
      name: target.name,
      pathname: target.pathname,
      packageName: target.packageName,
      description,
      imports: importsOf(target, folder && folder !== 'index.d.ts' ? folder : null),
      ...(sourceUrlOf(target.packageName, file) ? { sourceUrl: sourceUrlOf(target.packageName, file) } : {}),
      demos: demoPaths.map((link) => link.replace(/\/$/, '')).filter((link) => context.pages.has(link)),
    };
    if (target.kind === 'component') docs.push(extractComponent(target, symbol, base, folder, context));
    else if (target.kind === 'hook') docs.push(extractHook(symbol, base, api.checker));
    else docs.push(extractInterface(symbol, base, api.checker));
  }
  return docs;
}
