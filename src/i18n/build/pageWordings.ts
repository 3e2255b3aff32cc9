import type { Language } from '../../site/languages';
import type { Wordings } from '../translate';
import { loadTranslations } from '../translations';

/** Props that give a page the shell strings of its language (none for English, which every page bundles). */
export function pageWordings(language: Language): { wordings?: Wordings } {
  return language === 'en' ? {} : { wordings: loadTranslations(language) };
}
