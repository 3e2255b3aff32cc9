import * as React from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../site/languages';
import { createTranslate, type Translate, type Wordings } from './translate';
import { loadTranslations, TRANSLATED_LANGUAGES } from './translations';

const WORDINGS: Record<string, Wordings> = Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, loadTranslations(language)]));
const warned = new Set<string>();

const LanguageContext = React.createContext<Language>(DEFAULT_LANGUAGE);

/** The reader's language for the shell below it. */
export function I18nProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useUserLanguage(): Language {
  return React.useContext(LanguageContext);
}

export function useTranslate(): Translate {
  const language = useUserLanguage();
  return React.useMemo(() => createTranslate(WORDINGS, language, { warned, isBrowser: typeof window !== 'undefined' }), [language]);
}
