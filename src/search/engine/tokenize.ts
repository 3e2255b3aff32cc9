/**
 * How search text becomes terms, the same at build time (the index) and in the browser (queries).
 *
 * Latin text splits on anything that is not a letter or a digit and is lower-cased. Chinese has no
 * spaces between words: each run of Han characters yields its overlapping pairs of characters
 * (bigrams), which match any word of two or more characters without a dictionary; a run of a single
 * character is kept as it is.
 */

const HAN = /\p{Script=Han}/u;
const SEGMENTS = /[\p{Script=Han}]+|[\p{L}\p{N}]+/gu;

/** Longest query read: anything longer is not a search a reader typed. */
export const MAX_QUERY_LENGTH = 200;

/** Terms of a text, lower-cased, in order. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(SEGMENTS)) {
    const segment = match[0];
    if (!HAN.test(segment)) {
      terms.push(segment.toLowerCase());
      continue;
    }
    const chars = [...segment];
    if (chars.length === 1) terms.push(segment);
    for (let index = 0; index + 1 < chars.length; index += 1) terms.push(`${chars[index]}${chars[index + 1]}`);
  }
  return terms;
}

/** Terms of what a reader typed (at most MAX_QUERY_LENGTH characters of it). */
export function tokenizeQuery(query: string): string[] {
  return tokenize(query.slice(0, MAX_QUERY_LENGTH));
}

/** True when a term is Chinese (a bigram or a single character), which is never matched fuzzily. */
export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}

/** The words of a camelCase or kebab-case name (`disableElevation` → `disable elevation`), for keywords. */
export function nameWords(name: string): string {
  return name
    .replace(/^[.-]+/, '')
    .split(/[-_]|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .filter(Boolean)
    .join(' ');
}
