import { ptBR, zhCN, type Localization } from '@mui/material/locale';

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
