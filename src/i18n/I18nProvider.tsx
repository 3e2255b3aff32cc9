import * as React from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../site/languages';
import { createTranslate, type Translate, type Wordings } from './translate';
import { SHELL_ENGLISH as en } from '../generated/wordings/shell';

/**
 * Other languages' shell strings arrive with the page's data (`wordings`, from getStaticProps), so a
 * page's JavaScript holds English only (the fallback of every missing key), and of that only the areas
 * the shell itself uses: code loaded later brings its own area's English (wordingAreas.ts). Pages whose
 * language is known only in the browser (the 404 page) load the file.
 */
const LOADERS: Record<string, () => Promise<Wordings>> = {
  zh: () => import('./translations/zh.json').then((module) => module.default as Wordings),
};

const warned = new Set<string>();

const LanguageContext = React.createContext<Language>(DEFAULT_LANGUAGE);
const WordingsContext = React.createContext<Record<string, Wordings | undefined>>({ en });

export interface I18nProviderProps {
  language: Language;
  /** The shell strings of `language` when it is not English. */
  wordings?: Wordings;
  children: React.ReactNode;
}

/** The reader's language, and its shell strings, for the shell below it. */
export function I18nProvider({ language, wordings, children }: I18nProviderProps) {
  const [loaded, setLoaded] = React.useState<Record<string, Wordings>>({});
  const own = wordings ?? loaded[language];
  React.useEffect(() => {
    if (language === 'en' || own) return;
    const load = Object.prototype.hasOwnProperty.call(LOADERS, language) ? LOADERS[language] : undefined;
    void load?.().then((file) => setLoaded((previous) => ({ ...previous, [language]: file })));
  }, [language, own]);
  const all = React.useMemo(() => ({ en, ...(own ? { [language]: own } : {}) }), [language, own]);
  return (
    <LanguageContext.Provider value={language}>
      <WordingsContext.Provider value={all}>{children}</WordingsContext.Provider>
    </LanguageContext.Provider>
  );
}

export function useUserLanguage(): Language {
  return React.useContext(LanguageContext);
}

/**
 * The translate function of the reader's language. Code of an on-demand area (wordingAreas.ts) passes
 * that area's English (`ENGLISH` of src/generated/wordings/<area>.ts), which the shell's does not hold.
 */
export function useTranslate(areaEnglish?: Wordings): Translate {
  const language = useUserLanguage();
  const shared = React.useContext(WordingsContext);
  const wordings = React.useMemo(() => (areaEnglish ? { ...shared, en: { ...shared.en, ...areaEnglish } } : shared), [shared, areaEnglish]);
  // A language still loading reads as English, without a warning.
  const effective = wordings[language] ? language : 'en';
  return React.useMemo(
    () => createTranslate(wordings, effective, { warned, isBrowser: typeof window !== 'undefined' }),
    [wordings, effective],
  );
}
