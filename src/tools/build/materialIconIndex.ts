// Builds the data of the Material Icons gallery from the installed @mui/icons-material.
//
// Each icon module of the ESM build is one call:
//   export default createSvgIcon(/*#__PURE__*/_jsx("path", { d: "M…" }), 'AccessAlarm');
// whose first argument is an element, an array of elements or a fragment, written with the
// automatic JSX runtime. The modules are parsed (never run) and their elements turned into the
// compact IconNode form of ../materialIconData, one JSON file per theme under
// public/static/material-icons/, so the gallery page loads one theme's file and no icon module.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  ICON_ATTRIBUTES,
  ICON_TAGS,
  MATERIAL_ICON_INDEX_DIR,
  MATERIAL_ICON_INDEX_FORMAT,
  MATERIAL_ICON_THEMES,
  MATERIAL_ICON_THEME_SUFFIX,
  materialIconIndexUrl,
  type IconAttributes,
  type IconNode,
  type IconTag,
  type MaterialIconIndexFile,
  type MaterialIconRecord,
  type MaterialIconTheme,
} from '../materialIconData';

const PACKAGE = '@mui/icons-material';
const TAGS = new Set<string>(ICON_TAGS);
const ATTRIBUTES = new Set<string>(ICON_ATTRIBUTES);
/** Elements read from the modules but not kept as such: `defs` and `use` are resolved away. */
const REFERENCE_TAGS = new Set(['defs', 'use']);

/** An element as written in a module, before `defs`/`use` are resolved. */
interface RawElement {
  tag: string;
  attributes: Record<string, string>;
  children: RawElement[];
}

export interface ParsedIconModule {
  /** The display name given to createSvgIcon: `AccessAlarmOutlined`. */
  displayName: string;
  nodes: IconNode[];
}

export class IconModuleError extends Error {}

function skipParentheses(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

/** The name a callee ends with: `createSvgIcon`, `_jsx`, `(0, _jsxRuntime.jsx)` → `jsx`, `_createSvgIcon.default` → `_createSvgIcon`. */
function calleeName(node: ts.Expression): string | null {
  const callee = skipParentheses(node);
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) {
    return callee.name.text === 'default' ? calleeName(callee.expression) : callee.name.text;
  }
  if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken) return calleeName(callee.right);
  return null;
}

const isCreateSvgIcon = (name: string | null) => name !== null && /^_?createSvgIcon\d*$/.test(name);
const isJsx = (name: string | null) => name !== null && /^_?jsxs?$/.test(name);

/** `React.Fragment`, `_Fragment`, `_react.Fragment`. */
function isFragment(node: ts.Expression): boolean {
  const expr = skipParentheses(node);
  if (ts.isIdentifier(expr)) return /^_?Fragment$/.test(expr.text);
  return ts.isPropertyAccessExpression(expr) && expr.name.text === 'Fragment';
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

function literalValue(node: ts.Expression): string | null {
  const expr = skipParentheses(node);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isNumericLiteral(expr)) return expr.text;
  if (ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(expr.operand)) {
    return `-${expr.operand.text}`;
  }
  return null;
}

/** The elements an expression stands for: one element, an array of them or a fragment's children. */
function readElements(node: ts.Expression, where: string): RawElement[] {
  const expr = skipParentheses(node);
  if (ts.isArrayLiteralExpression(expr)) return expr.elements.flatMap((element) => readElements(element, where));
  if (!ts.isCallExpression(expr) || !isJsx(calleeName(expr.expression))) {
    throw new IconModuleError(`${where}: expected a JSX element, found \`${expr.getText().slice(0, 60)}\``);
  }
  const [type, props] = expr.arguments;
  if (!type) throw new IconModuleError(`${where}: a JSX call without an element type`);
  const attributes: Record<string, string> = {};
  let children: RawElement[] = [];
  if (props) {
    const object = skipParentheses(props);
    if (!ts.isObjectLiteralExpression(object)) throw new IconModuleError(`${where}: the props of an element are not an object literal`);
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property))
        throw new IconModuleError(`${where}: unsupported property \`${property.getText().slice(0, 60)}\``);
      const name = propertyName(property.name);
      if (name === null) throw new IconModuleError(`${where}: a computed property name`);
      if (name === 'children') {
        children = readElements(property.initializer, where);
        continue;
      }
      const value = literalValue(property.initializer);
      if (value === null) throw new IconModuleError(`${where}: the attribute ${name} is not a literal`);
      attributes[name] = value;
    }
  }
  if (isFragment(type)) return children;
  const tag = literalValue(type);
  if (tag === null) throw new IconModuleError(`${where}: the element type is not a tag name`);
  return [{ tag, attributes, children }];
}

/** Replaces each `<use href="#id">` by a copy of the element it points to and drops the `<defs>`. */
function resolveReferences(elements: RawElement[]): RawElement[] {
  const definitions = new Map<string, RawElement>();
  const collect = (list: RawElement[], inDefs: boolean) => {
    for (const element of list) {
      const id = element.attributes.id;
      if (inDefs && id) definitions.set(id, element);
      collect(element.children, inDefs || element.tag === 'defs');
    }
  };
  collect(elements, false);
  const resolve = (list: RawElement[], depth: number): RawElement[] =>
    list.flatMap((element): RawElement[] => {
      if (element.tag === 'defs') return [];
      if (element.tag === 'use') {
        const reference = element.attributes.xlinkHref ?? element.attributes.href ?? '';
        const target = definitions.get(reference.replace(/^#/, ''));
        if (!target || depth > 8) return [];
        const { xlinkHref: _xlinkHref, href: _href, ...rest } = element.attributes;
        const copy = { ...target, attributes: { ...target.attributes, ...rest } };
        return resolve([copy], depth + 1);
      }
      return [{ ...element, children: resolve(element.children, depth) }];
    });
  return resolve(elements, 0);
}

/** The compact form: known attributes only, `<path d>` as a string, attribute-less groups flattened. */
function toNodes(elements: RawElement[], where: string): IconNode[] {
  return elements.flatMap((element): IconNode[] => {
    if (!TAGS.has(element.tag)) throw new IconModuleError(`${where}: unsupported element <${element.tag}>`);
    const attributes: IconAttributes = {};
    for (const [name, value] of Object.entries(element.attributes)) {
      if (ATTRIBUTES.has(name)) attributes[name as keyof IconAttributes] = value;
    }
    const names = Object.keys(attributes);
    if (element.tag === 'path' && names.length === 1 && attributes.d !== undefined && element.children.length === 0) {
      return [attributes.d];
    }
    const children = toNodes(element.children, where);
    if (element.tag === 'g') return names.length === 0 ? children : [['g', attributes, children]];
    return [[element.tag as IconTag, attributes]];
  });
}

/**
 * Reads the icon of one module of the ESM build; null when the module has no createSvgIcon call.
 * Throws an IconModuleError when the call holds something the gallery cannot draw.
 */
export function parseIconModule(fileName: string, text: string): ParsedIconModule | null {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let call: ts.CallExpression | null = null;
  const find = (node: ts.Node): void => {
    if (call) return;
    if (ts.isCallExpression(node) && isCreateSvgIcon(calleeName(node.expression))) {
      call = node;
      return;
    }
    ts.forEachChild(node, find);
  };
  find(source);
  if (!call) return null;
  const [content, name] = (call as ts.CallExpression).arguments;
  const displayName = name ? literalValue(name) : null;
  if (!content || displayName === null) throw new IconModuleError(`${fileName}: createSvgIcon is not called with (elements, 'Name')`);
  const where = `${fileName} (${displayName})`;
  const elements = resolveReferences(readElements(content, where));
  for (const element of elements) {
    if (REFERENCE_TAGS.has(element.tag)) throw new IconModuleError(`${where}: an unresolved <${element.tag}>`);
  }
  const nodes = toNodes(elements, where);
  if (nodes.length === 0) throw new IconModuleError(`${where}: the icon draws nothing`);
  return { displayName, nodes };
}

/**
 * The themes a module belongs to, with the icon name in each, given every module name. Usually one:
 * `HomeOutlined` is the Outlined `Home`. A module whose name ends like a theme but has its own themed
 * variants is both: `InsertChartOutlined` is the Outlined `InsertChart` and the Filled
 * `InsertChartOutlined` (whose Outlined variant is `InsertChartOutlinedOutlined`).
 */
export function classifyIconName(moduleName: string, allNames: ReadonlySet<string>): Array<{ theme: MaterialIconTheme; name: string }> {
  const found: Array<{ theme: MaterialIconTheme; name: string }> = [];
  for (const theme of MATERIAL_ICON_THEMES) {
    const suffix = MATERIAL_ICON_THEME_SUFFIX[theme];
    if (!suffix || !moduleName.endsWith(suffix)) continue;
    const base = moduleName.slice(0, -suffix.length);
    if (base && allNames.has(base)) {
      found.push({ theme, name: base });
      break;
    }
  }
  const hasVariants = MATERIAL_ICON_THEMES.some((theme) => {
    const suffix = MATERIAL_ICON_THEME_SUFFIX[theme];
    return suffix !== '' && allNames.has(`${moduleName}${suffix}`);
  });
  // A name that merely ends like a theme (no such base icon) stays a filled icon.
  if (found.length === 0 || hasVariants) found.unshift({ theme: 'Filled', name: moduleName });
  return found;
}

export interface MaterialIconIndexResult {
  packageVersion: string;
  themes: Record<MaterialIconTheme, MaterialIconRecord[]>;
  /** Modules left out, with the reason. */
  skipped: string[];
}

function packageDir(rootDir: string): string {
  return path.join(rootDir, 'node_modules', ...PACKAGE.split('/'));
}

function installedVersion(rootDir: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir(rootDir), 'package.json'), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : null;
  } catch {
    return null;
  }
}

/** Reads every icon module of `<rootDir>/node_modules/@mui/icons-material/esm/`. */
export function readMaterialIcons(rootDir: string): MaterialIconIndexResult {
  const dir = path.join(packageDir(rootDir), 'esm');
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && /^[A-Z][A-Za-z0-9]*\.js$/.test(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];
  const allNames = new Set(files.map((file) => file.slice(0, -3)));
  const themes = Object.fromEntries(MATERIAL_ICON_THEMES.map((theme) => [theme, [] as MaterialIconRecord[]])) as Record<
    MaterialIconTheme,
    MaterialIconRecord[]
  >;
  const skipped: string[] = [];
  for (const file of files) {
    const moduleName = file.slice(0, -3);
    let parsed: ParsedIconModule | null;
    try {
      parsed = parseIconModule(file, fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      if (!(error instanceof IconModuleError)) throw error;
      skipped.push(error.message);
      continue;
    }
    if (!parsed) {
      skipped.push(`${file}: no createSvgIcon call`);
      continue;
    }
    for (const { theme, name } of classifyIconName(moduleName, allNames)) themes[theme].push([name, parsed.nodes]);
  }
  for (const theme of MATERIAL_ICON_THEMES) themes[theme].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { packageVersion: installedVersion(rootDir) ?? 'unknown', themes, skipped };
}

/** The file of a theme under `<rootDir>/public`. */
export function materialIconIndexFile(rootDir: string, theme: MaterialIconTheme): string {
  return path.join(rootDir, 'public', ...materialIconIndexUrl(theme).split('/').filter(Boolean));
}

/** The icon count of the files already written for this version of the package, or null when one must be written again. */
function upToDateCount(rootDir: string, packageVersion: string): number | null {
  let count = 0;
  for (const theme of MATERIAL_ICON_THEMES) {
    try {
      const file = JSON.parse(fs.readFileSync(materialIconIndexFile(rootDir, theme), 'utf8')) as Partial<MaterialIconIndexFile>;
      if (file.format !== MATERIAL_ICON_INDEX_FORMAT || file.packageVersion !== packageVersion || file.theme !== theme) return null;
      if (!Array.isArray(file.icons)) return null;
      count += file.icons.length;
    } catch {
      return null;
    }
  }
  return count;
}

/**
 * Writes `public/static/material-icons/<theme>.json` (filled, outlined, rounded, twotone, sharp) from
 * the installed @mui/icons-material and returns the number of icons in them, all themes together.
 * Files already written for the installed version are kept as they are. Modules that cannot be read
 * are reported with console.warn and left out.
 */
export function writeMaterialIconIndex(rootDir: string): number {
  const version = installedVersion(rootDir);
  if (version) {
    const existing = upToDateCount(rootDir, version);
    if (existing !== null) return existing;
  }
  const { packageVersion, themes, skipped } = readMaterialIcons(rootDir);
  for (const reason of skipped) console.warn(`material icons: skipped ${reason}`);
  let count = 0;
  fs.mkdirSync(path.join(rootDir, 'public', ...MATERIAL_ICON_INDEX_DIR.split('/').filter(Boolean)), { recursive: true });
  for (const theme of MATERIAL_ICON_THEMES) {
    const icons = themes[theme];
    if (icons.length === 0) console.warn(`material icons: no ${theme} icon found in ${PACKAGE}`);
    const file: MaterialIconIndexFile = { format: MATERIAL_ICON_INDEX_FORMAT, packageVersion, theme, icons };
    fs.writeFileSync(materialIconIndexFile(rootDir, theme), JSON.stringify(file));
    count += icons.length;
  }
  return count;
}
