import en from './translations/en.json';
import zh from './translations/zh.json';

/** Shell strings of one language, nested by area (`settings.mode`). */
export type Translations = typeof en;

const FILES: Record<string, () => Translations> = {
  en: () => en,
  zh: () => zh,
};

/**
 * The translation file of a language. An unknown language fails like a missing module would: the error
 * message starts with `Cannot find module` and its code is `MODULE_NOT_FOUND` (DESIGN B6).
 */
export function loadTranslations(language: string): Translations {
  const load = Object.prototype.hasOwnProperty.call(FILES, language) ? FILES[language] : undefined;
  if (!load) {
    const error = new Error(`Cannot find module './translations/${language}.json'`) as Error & { code: string };
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return load();
}

/** Every language that has a translation file. */
export const TRANSLATED_LANGUAGES = Object.keys(FILES);
