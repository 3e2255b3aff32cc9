import { joinHeaders, type HeaderRule } from './headersFile';

/**
 * The rules of a `_headers` file as nginx `location` blocks. nginx gives a request the `add_header`
 * lines of one location only (a location with its own drops those of the levels above), so each block
 * repeats the headers of every rule that covers it; `always` sends them with 404 responses too.
 * Patterns are `/prefix/*` (a prefix location) or exact paths; others are refused.
 */
export function toNginxLocations(rules: readonly HeaderRule[]): string {
  const prefixOf = (pattern: string) => (pattern.endsWith('*') ? pattern.slice(0, -1) : null);
  for (const { pattern } of rules) {
    const body = prefixOf(pattern) ?? pattern;
    if (/[*:]/.test(body)) throw new Error(`_headers pattern ${pattern} has no nginx location form (only /prefix/* and exact paths)`);
  }
  const blocks = rules.map(({ pattern }) => {
    const prefix = prefixOf(pattern);
    const covering = rules.filter((rule) => {
      const other = prefixOf(rule.pattern);
      return other !== null ? (prefix ?? pattern).startsWith(other) : rule.pattern === pattern;
    });
    const headers = joinHeaders(covering.flatMap((rule) => rule.headers));
    const lines = Object.entries(headers).map(([name, value]) => `    add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`);
    return `location ${prefix !== null ? prefix : `= ${pattern}`} {\n${lines.join('\n')}\n}`;
  });
  return `${blocks.join('\n\n')}\n`;
}
