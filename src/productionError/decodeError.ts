// Decoding of the links that minified MUI errors point to:
// /production-error/?code=N&args[]=a&args[]=b. Pure functions, shared by the page and its tests.

/** Where the build writes the code → message map (see build/extractErrorCodes.ts), as the browser fetches it. */
export const ERROR_CODES_URL = '/static/error-codes.json';

/** Text put in place of a `%s` the link gave no argument for. */
export const MISSING_ARGUMENT = '[missing argument]';

/** At most this many arguments are read from a link; real messages take a handful. */
export const MAX_ARGS = 100;

const CODE_PATTERN = /^\d{1,4}$/;

export interface ErrorQuery {
  /** The error code in canonical form (no leading zeros), or null when the link has no valid one. */
  code: string | null;
  /** The `args[]` (or `args`) values, decoded, in the order of the link. */
  args: string[];
}

/**
 * Reads `code` and every `args[]` (or `args`) from a query string such as `location.search`, with or
 * without its leading `?`. A code that is not 1 to 4 digits gives `code: null`.
 */
export function parseErrorQuery(search: string): ErrorQuery {
  const params = new URLSearchParams(search);
  const rawCode = params.get('code');
  const code = rawCode !== null && CODE_PATTERN.test(rawCode) ? String(Number(rawCode)) : null;
  const args: string[] = [];
  for (const [key, value] of params) {
    if (key !== 'args[]' && key !== 'args') continue;
    if (args.length >= MAX_ARGS) break;
    args.push(value);
  }
  return { code, args };
}

export interface FormattedError {
  text: string;
  /** How many `%s` had no argument (each shown as {@link MISSING_ARGUMENT}). */
  missing: number;
}

/**
 * Replaces each `%s` of a message template, in order, with the next argument. Arguments are inserted
 * as they are, in one pass: a `%s` inside an argument is not replaced again.
 */
export function formatErrorMessage(template: string, args: readonly string[]): FormattedError {
  let next = 0;
  let missing = 0;
  const text = template.replace(/%s/g, () => {
    const arg = args[next];
    next += 1;
    if (arg === undefined) {
      missing += 1;
      return MISSING_ARGUMENT;
    }
    return arg;
  });
  return { text, missing };
}

/** Number of `%s` placeholders in a message template. */
export function countPlaceholders(template: string): number {
  return template.match(/%s/g)?.length ?? 0;
}

/**
 * Checks the shape of the fetched error-code map: an object whose keys are codes and whose values are
 * strings. Returns null for anything else.
 */
export function parseErrorCodes(json: unknown): Record<string, string> | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const codes: Record<string, string> = {};
  for (const [key, value] of Object.entries(json)) {
    if (!CODE_PATTERN.test(key) || typeof value !== 'string') return null;
    codes[key] = value;
  }
  return codes;
}
