import type { Localization } from '@mui/material/locale';
// Only these two, not the package's module of every locale (see src/i18n/build/materialLocales.ts).
import { ptBR, zhCN } from './materialLocales.generated';

/**
 * Component locales demos use per language (DESIGN B6): labels and formats of Material UI components
 * (pagination, autocomplete, rating…). `pt` maps to Brazilian Portuguese; English is the default.
 */
export const MATERIAL_COMPONENT_LOCALES: Readonly<Record<string, Localization>> = {
  zh: zhCN,
  pt: ptBR,
};

export function materialLocaleOf(language: string): Localization | undefined {
  return Object.prototype.hasOwnProperty.call(MATERIAL_COMPONENT_LOCALES, language) ? MATERIAL_COMPONENT_LOCALES[language] : undefined;
}
