/** The theme a page's demos render in: each library's own. */
export type DemoThemeName = 'material' | 'joy';

/**
 * Joy UI pages (in either language) render their demos in Joy's theme; every other page in Material
 * UI's default theme (Base UI and MUI System demos read its palette and spacing too).
 */
export function demoThemeOf(pathname: string): DemoThemeName {
  const withoutLanguage = pathname.replace(/^\/zh(?=\/)/, '');
  return withoutLanguage === '/joy-ui' || withoutLanguage.startsWith('/joy-ui/') ? 'joy' : 'material';
}
