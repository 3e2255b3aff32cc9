/** `t()` of DESIGN B6, as plain functions (the React context is in I18nProvider). */

export type Wordings = Record<string, unknown>;

export interface TranslateOptions {
  /** No console error when the key is missing (titles that fall back on purpose). */
  ignoreWarning?: boolean;
  /** Values for `{{name}}` placeholders. */
  params?: Record<string, string | number>;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/** The string at a dot path (`settings.mode`), or null when a step is missing or not a string. */
export function getPath(wordings: unknown, key: string): string | null {
  let value: unknown = wordings;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' && value !== '' ? value : null;
}

function interpolate(text: string, params: TranslateOptions['params']): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export interface TranslateContext {
  /** Keys already reported, `lang:key`, so each is logged once. */
  warned: Set<string>;
  /** Missing keys are reported in the browser only. */
  isBrowser: boolean;
}

/**
 * A translate function for one language. A language without wordings logs `Missing language: <lang>.`
 * and gives `…`; a missing key logs `Missing translation for <lang>:<key>` once and gives the English.
 */
export function createTranslate(wordings: Record<string, Wordings | undefined>, language: string, context: TranslateContext): Translate {
  return (key, options = {}) => {
    const current = wordings[language];
    if (!current) {
      console.error(`Missing language: ${language}.`);
      return '…';
    }
    const translation = getPath(current, key);
    if (translation !== null) return interpolate(translation, options.params);
    const id = `${language}:${key}`;
    if (context.isBrowser && !options.ignoreWarning && !context.warned.has(id)) {
      context.warned.add(id);
      console.error(`Missing translation for ${id}`);
    }
    const english = getPath(wordings.en, key);
    return english === null ? key : interpolate(english, options.params);
  };
}
