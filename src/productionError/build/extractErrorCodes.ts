// Recovers the code → message map of MUI's minified production errors from the installed packages.
//
// The published builds keep both texts at each error:
//   throw new Error(process.env.NODE_ENV !== "production" ? `MUI: … ${a} …` : _formatMuiErrorMessage(9, a));
// so each call site gives the code (first argument of formatMuiErrorMessage) and the development message,
// whose `${…}` spans become `%s`, in order, as the arguments of the production link fill them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { entriesUnder, type TreeEntry } from '../../fileTree/build/fileTree';
import { ERROR_CODES_URL } from '../decodeError';

/** Name of the formatter as the builds call it: `_formatMuiErrorMessage`, `formatMuiErrorMessage2`, `_utils.formatMuiErrorMessage`. */
const FORMATTER_NAME = /formatMuiErrorMessage\d*$/;

/** Cheap test before a file is parsed. */
const FORMATTER_MARK = 'formatMuiErrorMessage';

/** Folders at a package root that hold other builds of the same code (CommonJS, legacy, modern, UMD). */
const OTHER_BUILDS = new Set(['node', 'legacy', 'modern', 'umd', 'esm']);

const SCRIPT_FILE = /\.(?:js|mjs|cjs)$/;

/** Nested node_modules are followed this deep (npm nests a package whose version conflicts). */
const MAX_NESTING = 6;

export interface ErrorCodeSource {
  message: string;
  /** File of the call site, relative to the root folder, with `/` separators. */
  file: string;
}

export interface ErrorCodeConflict {
  code: string;
  /** The first message found for the code, the one in the map. */
  kept: ErrorCodeSource;
  /** A later, different message for the same code, left out of the map. */
  ignored: ErrorCodeSource;
}

/** A formatMuiErrorMessage call with a numeric code whose development message could not be read. */
export interface UnmatchedCallSite {
  code: string;
  file: string;
  line: number;
}

export interface ErrorCodeExtraction {
  /** Code → message template (`%s` per argument), keys in ascending numeric order. */
  codes: Record<string, string>;
  conflicts: ErrorCodeConflict[];
  unmatched: UnmatchedCallSite[];
  /** The `@mui/*` packages scanned, as `name@version`, each version once. */
  packages: string[];
  filesScanned: number;
}

interface MuiPackage {
  id: string;
  dir: string;
}

/**
 * Every `@mui/*` package under `<rootDir>/node_modules`, nested copies included, each name@version
 * once (the least nested copy first).
 */
function findMuiPackages(rootDir: string): MuiPackage[] {
  const found = new Map<string, MuiPackage>();
  let level = [path.join(rootDir, 'node_modules')];
  for (let depth = 0; depth < MAX_NESTING && level.length > 0; depth += 1) {
    const nextLevel: string[] = [];
    for (const nodeModules of level) {
      for (const { scope, dir } of listPackages(nodeModules)) {
        if (scope === '@mui') {
          const manifest = readManifest(dir);
          if (manifest) {
            const id = `${manifest.name}@${manifest.version}`;
            if (!found.has(id)) found.set(id, { id, dir });
          }
        }
        const nested = path.join(dir, 'node_modules');
        if (isDirectory(nested)) nextLevel.push(nested);
      }
    }
    level = nextLevel;
  }
  return [...found.values()];
}

function listPackages(nodeModules: string): { scope: string | null; dir: string }[] {
  const packages: { scope: string | null; dir: string }[] = [];
  for (const entry of readDirSorted(nodeModules)) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const dir = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) {
      for (const scoped of readDirSorted(dir)) {
        if (scoped.isDirectory() || scoped.isSymbolicLink()) packages.push({ scope: entry.name, dir: path.join(dir, scoped.name) });
      }
    } else {
      packages.push({ scope: null, dir });
    }
  }
  return packages;
}

function readManifest(dir: string): { name: string; version: string; module?: unknown } | null {
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (typeof manifest !== 'object' || manifest === null) return null;
    const { name, version, module } = manifest as Record<string, unknown>;
    return typeof name === 'string' && typeof version === 'string' ? { name, version, module } : null;
  } catch {
    return null;
  }
}

/**
 * The folder of a package's ESM build and whether its top-level build folders must be skipped.
 * MUI packages put it either at the root (with `node/`, `legacy/`, `modern/` beside it) or in `esm/`
 * (with CommonJS at the root); the `module` field of package.json says which.
 */
function esmBuild(pkgDir: string): { dir: string; skipOtherBuilds: boolean } {
  const manifest = readManifest(pkgDir);
  if (manifest && typeof manifest.module === 'string') {
    const dir = path.dirname(path.resolve(pkgDir, manifest.module));
    if (dir !== pkgDir && dir.startsWith(pkgDir + path.sep) && isDirectory(dir)) return { dir, skipOtherBuilds: false };
  }
  return { dir: pkgDir, skipOtherBuilds: true };
}

/**
 * The scripts of a build folder, each folder's entries in name order, outside `node_modules` and (when
 * `skipOtherBuilds`) outside the other builds at its top.
 */
function scriptFiles(buildDir: string, skipOtherBuilds: boolean): string[] {
  let entries: TreeEntry[];
  try {
    entries = entriesUnder(buildDir);
  } catch {
    return [];
  }
  return entries
    .filter(({ segments, dirent }) => {
      if (!dirent.isFile() || !SCRIPT_FILE.test(dirent.name)) return false;
      const folders = segments.slice(0, -1);
      if (folders.includes('node_modules')) return false;
      return !(skipOtherBuilds && folders.length > 0 && OTHER_BUILDS.has(folders[0]!));
    })
    .map((entry) => entry.path);
}

function readDirSorted(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function skipParentheses(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

/** `_formatMuiErrorMessage`, `_utils.formatMuiErrorMessage`, `(0, _formatMuiErrorMessage2.default)`. */
function isFormatterCallee(node: ts.Expression): boolean {
  const callee = skipParentheses(node);
  if (ts.isIdentifier(callee)) return FORMATTER_NAME.test(callee.text);
  if (ts.isPropertyAccessExpression(callee)) {
    if (FORMATTER_NAME.test(callee.name.text)) return true;
    return callee.name.text === 'default' && isFormatterCallee(callee.expression);
  }
  if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken) {
    return isFormatterCallee(callee.right);
  }
  return false;
}

/** The code of a `formatMuiErrorMessage(N, …)` call, or null when the expression is not one. */
function formatterCode(node: ts.Expression): string | null {
  const call = skipParentheses(node);
  if (!ts.isCallExpression(call) || !isFormatterCallee(call.expression)) return null;
  const first = call.arguments[0];
  if (!first || !ts.isNumericLiteral(first)) return null;
  const code = Number(first.text);
  return Number.isSafeInteger(code) && code >= 0 ? String(code) : null;
}

/**
 * The message template of a development message: the cooked literal text, each `${…}` span replaced
 * by `%s`. Besides string and template literals, a `+` chain that starts with a literal (as older
 * transpiled builds write templates) is read the same way. Null for anything else.
 */
function messageTemplate(node: ts.Expression): string | null {
  const expr = skipParentheses(node);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (ts.isTemplateExpression(expr)) {
    return expr.head.text + expr.templateSpans.map((span) => `%s${span.literal.text}`).join('');
  }
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts = flattenConcatenation(expr);
    const first = parts[0];
    if (!first || messageTemplate(first) === null) return null;
    return parts.map((part) => messageTemplate(part) ?? '%s').join('');
  }
  return null;
}

function flattenConcatenation(node: ts.Expression): ts.Expression[] {
  const expr = skipParentheses(node);
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return [...flattenConcatenation(expr.left), ...flattenConcatenation(expr.right)];
  }
  return [expr];
}

interface CallSite {
  code: string;
  /** Null when the call is not the production branch of a readable development message. */
  message: string | null;
  line: number;
}

/** Every `formatMuiErrorMessage(N, …)` call of a script, with its development message when it has one. */
export function parseErrorCallSites(fileName: string, text: string): CallSite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const sites: CallSite[] = [];
  const matched = new Set<ts.Node>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isConditionalExpression(node)) {
      const code = formatterCode(node.whenFalse);
      const message = code === null ? null : messageTemplate(node.whenTrue);
      if (code !== null && message !== null) {
        matched.add(skipParentheses(node.whenFalse));
        sites.push({ code, message, line: lineOf(node) });
      }
    } else if (ts.isCallExpression(node) && !matched.has(node)) {
      const code = formatterCode(node);
      if (code !== null) sites.push({ code, message: null, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/**
 * Scans the ESM build of every `@mui/*` package under `<rootDir>/node_modules` and returns the
 * error-code map with what did not fit in it: later conflicting messages (the first one is kept) and
 * call sites whose message could not be read.
 */
export function extractErrorCodesWithConflicts(rootDir: string): ErrorCodeExtraction {
  const found = new Map<string, ErrorCodeSource>();
  const conflicts: ErrorCodeConflict[] = [];
  const unmatched: UnmatchedCallSite[] = [];
  const packages = findMuiPackages(rootDir);
  let filesScanned = 0;
  for (const pkg of packages) {
    const { dir, skipOtherBuilds } = esmBuild(pkg.dir);
    for (const file of scriptFiles(dir, skipOtherBuilds)) {
      filesScanned += 1;
      const bytes = fs.readFileSync(file);
      if (!bytes.includes(FORMATTER_MARK)) continue;
      const text = bytes.toString('utf8');
      const relative = path.relative(rootDir, file).split(path.sep).join('/');
      for (const site of parseErrorCallSites(file, text)) {
        if (site.message === null) {
          unmatched.push({ code: site.code, file: relative, line: site.line });
          continue;
        }
        const kept = found.get(site.code);
        if (!kept) found.set(site.code, { message: site.message, file: relative });
        else if (kept.message !== site.message) {
          conflicts.push({ code: site.code, kept, ignored: { message: site.message, file: relative } });
        }
      }
    }
  }
  const codes: Record<string, string> = {};
  for (const code of [...found.keys()].sort((a, b) => Number(a) - Number(b))) {
    codes[code] = (found.get(code) as ErrorCodeSource).message;
  }
  return { codes, conflicts, unmatched, packages: packages.map((pkg) => pkg.id), filesScanned };
}

/** The code → message template map of the `@mui/*` packages installed under `<rootDir>/node_modules`. */
export function extractErrorCodes(rootDir: string): Record<string, string> {
  return extractErrorCodesWithConflicts(rootDir).codes;
}

/** Where {@link writeErrorCodes} puts the map under a public folder. */
export function errorCodesFile(publicDir: string): string {
  return path.join(publicDir, ...ERROR_CODES_URL.split('/').filter(Boolean));
}

/**
 * Writes `<publicDir>/static/error-codes.json` (codes in ascending numeric order), logs conflicts and
 * unreadable call sites, and returns the number of codes.
 */
export function writeErrorCodes(rootDir: string, publicDir: string): number {
  const { codes, conflicts, unmatched } = extractErrorCodesWithConflicts(rootDir);
  for (const { code, kept, ignored } of conflicts) {
    console.warn(
      `error codes: code ${code} has another message in ${ignored.file} than in ${kept.file}; keeping the first.\n` +
        `  kept:    ${JSON.stringify(kept.message)}\n  ignored: ${JSON.stringify(ignored.message)}`,
    );
  }
  for (const { code, file, line } of unmatched) {
    console.warn(`error codes: no development message found for code ${code} at ${file}:${line}`);
  }
  const count = Object.keys(codes).length;
  if (count === 0) console.warn('error codes: no formatMuiErrorMessage call site found in the installed @mui packages');
  const destination = errorCodesFile(publicDir);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.writeFileSync(destination, `${JSON.stringify(codes, null, 2)}\n`);
  return count;
}
