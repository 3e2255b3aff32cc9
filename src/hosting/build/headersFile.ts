/**
 * The `_headers` file static hosts read (Netlify, Cloudflare Pages and others): a path pattern on a
 * line of its own, then the headers for it, each indented on its own line as `Name: value`. `#` starts
 * a comment line. In a pattern, `*` matches any run of characters (slashes included) and `:name`
 * matches one path segment. Every rule whose pattern matches a path applies; when two set the same
 * header, the values are joined with `, ` as those hosts do.
 */

export interface HeaderRule {
  pattern: string;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
}

export class HeadersFileError extends Error {
  constructor(line: number, message: string) {
    super(`_headers line ${line}: ${message}`);
    this.name = 'HeadersFileError';
  }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ pattern: string; headers: Array<readonly [string, string]> }> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const lineNumber = index + 1;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw new HeadersFileError(lineNumber, `a path pattern starts with "/", got "${trimmed}"`);
      if (/\s/.test(trimmed)) throw new HeadersFileError(lineNumber, `a path pattern has no spaces, got "${trimmed}"`);
      rules.push({ pattern: trimmed, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new HeadersFileError(lineNumber, 'a header comes before any path pattern');
    const colon = trimmed.indexOf(':');
    const name = colon > 0 ? trimmed.slice(0, colon).trim() : '';
    if (!HEADER_NAME.test(name)) throw new HeadersFileError(lineNumber, `expected "Name: value", got "${trimmed}"`);
    const value = trimmed.slice(colon + 1).trim();
    if (value === '') throw new HeadersFileError(lineNumber, `header ${name} has no value`);
    rule.headers.push([name, value]);
  });
  return rules;
}

export function formatHeadersFile(rules: readonly HeaderRule[], comments: readonly string[] = []): string {
  const lines = comments.map((comment) => `# ${comment}`);
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

const compiled = new Map<string, RegExp>();

function patternToRegExp(pattern: string): RegExp {
  const known = compiled.get(pattern);
  if (known) return known;
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regExp = new RegExp(`^${source}$`);
  compiled.set(pattern, regExp);
  return regExp;
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  return patternToRegExp(pattern).test(pathname);
}

/**
 * Headers in order, one per name (compared without case): a name given twice gets the values joined
 * with `, `, under its first spelling.
 */
export function joinHeaders(headers: Iterable<readonly [string, string]>): Record<string, string> {
  const byLowerName = new Map<string, [string, string]>();
  for (const [name, value] of headers) {
    const known = byLowerName.get(name.toLowerCase());
    byLowerName.set(name.toLowerCase(), known ? [known[0], `${known[1]}, ${value}`] : [name, value]);
  }
  return Object.fromEntries(byLowerName.values());
}

/** The headers the rules give a request path. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return joinHeaders(rules.filter((rule) => matchesPattern(rule.pattern, pathname)).flatMap((rule) => rule.headers));
}
