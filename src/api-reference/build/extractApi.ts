import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listStaticPages } from '../../docsPage/build/staticPages';
import type { ApiClass, ApiDoc, ApiProp, ApiSlot, ComponentApiDoc, HookApiDoc, InheritedProps, InterfaceApiDoc } from '../types';
import { createApiProgram, packageDir, type ApiProgram } from './apiProgram';
import { exportNameOf, listApiTargets, type ApiTarget } from './apiTargets';
import { componentSlots } from './componentSlots';
import { componentDescription, describeMember, isIgnored, propertiesOf, type PropertyOf } from './describeSymbols';
import { moduleOfDeclaration, readPropTypesSource } from './propTypesSource';
import { gridClasses, gridSlots, isGridRootComponent } from './gridSlotsAndClasses';
import { composedClassKeys } from './composedClasses';
import { readRuntimeClasses, readRuntimeComponent, readUtilityClassFunction, utilityClassFunctionName } from './runtimeApi';

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

/** A prop declared by MUI System's `GridBaseProps` (or its breakpoints, `xs`, `mdOffset`…), the props of every grid made with createGrid. */
function isGridBaseProp(symbol: ts.Symbol): boolean {
  const owner = symbol.declarations?.[0]?.parent;
  return Boolean(owner && ts.isInterfaceDeclaration(owner) && ['GridBaseProps', 'GridDefaultBreakpoints'].includes(owner.name.getText()) && /[\\/]@mui[\\/]system[\\/]/.test(owner.getSourceFile().fileName));
}

/**
 * Props of the component's call signature that takes its default props (not the generic one). A component
 * typed `React.JSXElementConstructor<P>` is a union of a function and a class type, with no call signature
 * of its own: its members' call and construct signatures count. When the props collapse to an index
 * signature (Base UI's `Popup`: polymorphic props over `React.ElementType<any>`), the component's own
 * props (`<Name>OwnProps`) are what it declares.
 */
function componentPropsType(checker: ts.TypeChecker, component: ts.Symbol, ownPropsSymbol: ts.Symbol | undefined): ts.Type | null {
  const type = checker.getTypeOfSymbol(component);
  const signatures = (type.isUnion() ? type.types : [type]).flatMap((member) => [
    ...checker.getSignaturesOfType(member, ts.SignatureKind.Call),
    ...checker.getSignaturesOfType(member, ts.SignatureKind.Construct),
  ]);
  const concrete = signatures.filter((signature) => !signature.typeParameters?.length);
  const signature = concrete[concrete.length - 1] ?? signatures[signatures.length - 1];
  const parameter = signature?.getParameters()[0];
  const props = parameter ? checker.getTypeOfSymbol(parameter) : null;
  const collapsed = !props || Boolean(props.flags & ts.TypeFlags.Any) || checker.getIndexInfosOfType(props).some((info) => Boolean(info.type.flags & ts.TypeFlags.Any));
  if (collapsed && ownPropsSymbol) return checker.getDeclaredTypeOfSymbol(resolveAlias(checker, ownPropsSymbol));
  return props;
}

/**
 * The classes a component applies: its `*Classes` object, and the keys its module composes with its own
 * utility-class function that the object lacks (Joy UI Slider's `active`, `markLabelActive`).
 */
function appliedClasses(target: ApiTarget, folder: string | null, componentFile: string | undefined, known: Record<string, string> | null): Record<string, string> {
  const classes = { ...(known ?? {}) };
  const utilityClass = readUtilityClassFunction(target.packageName, target.name, folder);
  if (!componentFile || !utilityClass) return classes;
  for (const key of composedClassKeys(moduleOfDeclaration(componentFile), utilityClassFunctionName(target.name))) {
    if (!(key in classes)) classes[key] = utilityClass(key);
  }
  return classes;
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

function extractComponent(target: ApiTarget, symbol: ts.Symbol, base: Omit<ComponentApiDoc, 'kind' | 'props' | 'inherits' | 'slots' | 'classes' | 'cssVariables' | 'propTypesNames'>, location: { folder: string | null; componentFile: string | undefined }, context: Context): ComponentApiDoc {
  const { folder, componentFile } = location;
  const { checker } = context.api;
  const runtime = readRuntimeComponent(target.packageName, exportNameOf(target), target.name, folder);
  // Props the published propTypes mark `@ignore` are internal: the package leaves them out of its docs.
  const propTypesSource = componentFile ? readPropTypesSource(moduleOfDeclaration(componentFile)) : null;
  const propTypesNames = (runtime.propTypesNames ?? []).filter((name) => !propTypesSource?.get(name)?.ignored);
  const propsType = componentPropsType(checker, symbol, context.api.exportsOf(target.packageName).get(`${target.name}OwnProps`));
  const sameLibrary = new Map(context.targets.filter((other) => other.library === target.library && other.kind === 'component').map((other) => [other.name, other]));
  const isGrid = target.packageName.startsWith('@mui/x-');

  const listed: ApiProp[] = [];
  const inherits = new Map<string, InheritedProps>();
  let rootElement: string | undefined;
  let slotsProp: PropertyOf | undefined;
  for (const property of propsType ? propertiesOf(checker, propsType) : []) {
    const { name } = property;
    if (name === 'slots') slotsProp = property;
    // Marked `@ignore` by the declaration or by the published propTypes (where MUI marks most of them).
    if (isIgnored(checker, property.symbol) || propTypesSource?.get(name)?.ignored) continue;
    const file = declarationFile(property.symbol) ?? '';
    const isDom = /[\\/]@types[\\/]react[\\/]/.test(file);
    if (isDom) {
      const owner = property.symbol.declarations?.[0]?.parent;
      const ownerName = owner && ts.isInterfaceDeclaration(owner) ? owner.name.getText() : '';
      const element = /^(\w+?)HTMLAttributes$/.exec(ownerName)?.[1];
      if (element && element !== 'All' && !rootElement) rootElement = element.toLowerCase();
      if (propTypesNames.includes(name)) listed.push(describeMember(checker, property));
      continue;
    }
    const ownPackage = file.startsWith(`${packageDir(target.packageName)}${path.sep}`) || (isGrid && /[\\/]@mui[\\/]x-/.test(file));
    // Props declared by another package (System props of Box, for example) are listed only when
    // the component's propTypes name them, or when they are the layout grid's own props: Joy UI's Grid is
    // MUI System's createGrid, whose props (`GridBaseProps`) its propTypes do not repeat.
    if (!ownPackage && !propTypesNames.includes(name) && !isGridBaseProp(property.symbol)) continue;
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
  const gridRoot = isGridRootComponent(target.packageName, target.name);
  const slots: ApiSlot[] = gridRoot
    ? gridSlots(context.api, target.packageName)
    : componentSlots(checker, slotsSymbol ? resolveAlias(checker, slotsSymbol) : undefined, slotsProp, runtime.classes);

  const classesSymbol = exports.get(`${target.name}Classes`);
  const classDescriptions = new Map<string, string>(
    classesSymbol
      ? propertiesOf(checker, checker.getDeclaredTypeOfSymbol(resolveAlias(checker, classesSymbol))).map((entry) => [entry.name, describeMember(checker, entry).description])
      : [],
  );
  const classes: ApiClass[] = gridRoot
    ? gridClasses(context.api, readRuntimeClasses('@mui/x-data-grid', 'gridClasses') ?? {})
    : Object.entries(appliedClasses(target, folder, componentFile, runtime.classes)).map(([key, className]) => ({ key, className, description: classDescriptions.get(key) ?? '' }));

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

/** An object type whose properties are worth listing (not a primitive with its prototype's methods). */
function isObjectLike(checker: ts.TypeChecker, type: ts.Type): boolean {
  const present = checker.getNonNullableType(type);
  const members = present.isUnion() ? present.types : [present];
  return members.length > 0 && members.every((member) => Boolean(member.flags & ts.TypeFlags.Object) || member.isIntersection());
}

/** Members of an object type, without those the package marks `@ignore`. */
function documentedMembers(checker: ts.TypeChecker, type: ts.Type): ApiProp[] {
  return propertiesOf(checker, type).filter((entry) => !isIgnored(checker, entry.symbol)).map((entry) => describeMember(checker, entry));
}

/** A parameter as a member: required unless optional, defaulted or rest. */
function describeParameter(checker: ts.TypeChecker, parameter: ts.Symbol): ApiProp {
  const declaration = parameter.valueDeclaration;
  const optional = declaration && ts.isParameter(declaration) && Boolean(declaration.questionToken || declaration.initializer || declaration.dotDotDotToken);
  return { ...describeMember(checker, parameter), required: !optional };
}

/**
 * A hook's parameters: the properties of its parameters object, or each parameter when it takes other
 * values (`useMenuItemContextStabilizer(id: string | undefined)` takes an id, not the methods of `String`).
 */
function extractHook(symbol: ts.Symbol, base: Omit<HookApiDoc, 'kind' | 'parameters' | 'returnValue'>, checker: ts.TypeChecker): HookApiDoc {
  const signature = checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call)[0];
  const parameters = signature?.getParameters() ?? [];
  const [first] = parameters;
  const parameterMembers = parameters.length === 1 && first && isObjectLike(checker, checker.getTypeOfSymbol(first))
    ? documentedMembers(checker, checker.getTypeOfSymbol(first))
    : parameters.map((parameter) => describeParameter(checker, parameter));
  const returnType = signature ? checker.getReturnTypeOfSignature(signature) : null;
  const returnValue = returnType && isObjectLike(checker, returnType) ? documentedMembers(checker, returnType) : [];
  return { ...base, kind: 'hook', parameters: sortProps(parameterMembers), returnValue: sortProps(returnValue) };
}

function extractInterface(symbol: ts.Symbol, base: Omit<InterfaceApiDoc, 'kind' | 'properties'>, checker: ts.TypeChecker): InterfaceApiDoc {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  return { ...base, kind: 'interface', properties: sortProps(documentedMembers(checker, type)) };
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
    if (target.kind === 'component') docs.push(extractComponent(target, symbol, base, { folder, componentFile: file }, context));
    else if (target.kind === 'hook') docs.push(extractHook(symbol, base, api.checker));
    else docs.push(extractInterface(symbol, base, api.checker));
  }
  return docs;
}
