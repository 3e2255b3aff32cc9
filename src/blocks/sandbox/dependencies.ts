import { type CodeVariant } from './types';

/**
 * One pass over the source that consumes comments and string/template literals as whole tokens, so an
 * `import` written inside a comment or a string is never taken for a real one. Only the import/export
 * alternative captures a specifier (group 2). Its clause may hold identifiers, `*`, `as`, `type`, braces
 * and commas only, which keeps `export default function …` and JSX text from being read as a clause.
 */
const SOURCE_TOKEN =
  /\/\/[^\n]*|\/\*[\s\S]*?\*\/|`(?:\\[\s\S]|[^\\`])*`|(?<![\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?[\s}*]from\s*)?(['"])([^'"\n]+)\1|'(?:\\.|[^\\'\n])*'|"(?:\\.|[^\\"\n])*"/g;

/** Packages every sandbox needs, whatever the demo imports (the entry file uses Material UI's styled engine). */
const BASE_PACKAGES = ['react', 'react-dom', '@emotion/react', '@emotion/styled', '@mui/material'] as const;

/** Version of React used when the caller does not state one. */
export const DEFAULT_REACT_RANGE = '^18.2.0';

const TYPESCRIPT_DEV_PACKAGES = ['typescript', '@types/react', '@types/react-dom'] as const;

/** The npm package an import specifier refers to, or `null` for relative paths, URLs and Node built-ins. */
export function packageNameOf(specifier: string): string | null {
  if (specifier === '' || specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return null; // node:fs, https://…, data:…
  const segments = specifier.split('/');
  if (specifier.startsWith('@')) {
    const [scope, name] = segments;
    return scope && scope.length > 1 && name ? `${scope}/${name}` : null;
  }
  return segments[0] || null;
}

/**
 * Package names the code imports through `import … from '…'`, `import '…'` and `export … from '…'`
 * (including multi-line clauses), each once, in order of first appearance.
 */
export function findImportedPackages(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(SOURCE_TOKEN)) {
    const specifier = match[2];
    if (specifier === undefined) continue;
    const name = packageNameOf(specifier);
    if (name !== null) found.add(name);
  }
  return [...found];
}

export interface ResolvedDependencies {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

function sortedRecord(entries: Iterable<[string, string]>): Record<string, string> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function versionOf(name: string, versions: Record<string, string>): string {
  const known = versions[name];
  if (known !== undefined && known !== '') return known;
  return name === 'react' || name === 'react-dom' ? DEFAULT_REACT_RANGE : 'latest';
}

/**
 * The dependencies of a sandbox running this demo: the base packages plus every imported package, at the
 * versions documented by this site when known, else `latest`. TS demos also get the compiler and React
 * types as devDependencies. Nothing is added implicitly beyond that: `@mui/x-license-pro`, for one, is
 * present for a Pro or Premium grid demo only when the demo imports it.
 */
export function resolveDependencies(
  code: string,
  codeVariant: CodeVariant,
  versions: Record<string, string>,
): ResolvedDependencies {
  const names = new Set<string>([...BASE_PACKAGES, ...findImportedPackages(code)]);
  const dependencies = sortedRecord([...names].map((name) => [name, versionOf(name, versions)]));
  const devDependencies =
    codeVariant === 'TS' ? sortedRecord(TYPESCRIPT_DEV_PACKAGES.map((name) => [name, versionOf(name, versions)])) : {};
  return { dependencies, devDependencies };
}
