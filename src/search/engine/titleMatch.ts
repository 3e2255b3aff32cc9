/**
 * How well a query names a page (issue 22): a page whose title equals the query ranks before every
 * section and member, and a page whose title holds every word of the query weighs more than a section
 * that mentions them. Words compare by their simple English forms, so `theme` names `Theming` and
 * `picker` names `Pickers`. Shared by the build (title forms as keywords) and the browser (ranking).
 */
import { tokenize, tokenizeQuery } from './tokenize';

/** A word and its plain forms: `theming` → theming, theme, them; `pinned` → pinned, pin; `pickers` → picker. */
export function wordForms(word: string): string[] {
  const forms = new Set([word]);
  const base = (stem: string) => {
    if (stem.length < 2) return;
    forms.add(stem);
    forms.add(`${stem}e`);
    // `pinning` → `pinn` → `pin`
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) forms.add(stem.slice(0, -1));
  };
  if (!/^[a-z]+$/.test(word)) return [...forms];
  if (word.length > 4 && word.endsWith('ing')) base(word.slice(0, -3));
  if (word.length > 3 && word.endsWith('ed')) base(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  else if (word.length > 3 && /(s|x|z|ch|sh)es$/.test(word)) forms.add(word.slice(0, -2));
  else if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  return [...forms];
}

function sameWord(typed: string, title: string): boolean {
  if (typed === title) return true;
  const titleForms = wordForms(title);
  return wordForms(typed).some((form) => titleForms.includes(form));
}

export type TitleMatch = 'exact' | 'all-words' | 'none';

/**
 * How the query names a page with these names (drawer title, h1, English title, product name): `exact`
 * when one name is the query word for word; `all-words` when one name holds every query word (the last
 * one may be a prefix: the reader is typing it).
 */
export function titleMatch(query: string, names: readonly string[]): TitleMatch {
  const typed = tokenizeQuery(query);
  if (typed.length === 0) return 'none';
  let best: TitleMatch = 'none';
  for (const name of names) {
    const words = tokenize(name);
    if (words.length === typed.length && typed.every((word, index) => sameWord(word, words[index]!))) return 'exact';
    const holds = typed.every((word, index) =>
      words.some((title) => sameWord(word, title) || (index === typed.length - 1 && word.length >= 2 && title.startsWith(word))),
    );
    if (holds) best = 'all-words';
  }
  return best;
}

/** The extra forms of a title's words, indexed as keywords so `theme` finds `Theming`. */
export function titleWordForms(names: readonly string[]): string {
  const words = new Set(names.flatMap((name) => tokenize(name)));
  const extra = new Set<string>();
  for (const word of words) for (const form of wordForms(word)) if (!words.has(form)) extra.add(form);
  return [...extra].join(' ');
}
