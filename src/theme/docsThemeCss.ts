import { private_excludeVariablesFromRoot as excludeVariablesFromRoot } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/colorMode';
import type { SupportedColorScheme } from '@mui/material/styles';
import type { DocsTheme } from './docsTheme';

type Declarations = Record<string, string | number | undefined>;

function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return body ? `${selector}{${body}}` : '';
}

/**
 * The stylesheet of a docs theme's CSS variables, as Material UI's CssVarsProvider writes it for the docs
 * (attribute `data-mui-color-scheme`, default mode `system`, so light is the default scheme): the
 * scheme-free variables on `:root`, the light scheme's on `:root` and `[data-mui-color-scheme="light"]`
 * (its dark-only overlays on the attribute alone), the dark scheme's on `[data-mui-color-scheme="dark"]`.
 *
 * The server writes it into every page's head (_document), so the shell's styles need no theme provider
 * in the browser; a reader's palette colours add a second one (paletteColorsStyle.ts).
 */
export function docsThemeCss(theme: DocsTheme): string {
  const prefix = theme.cssVarPrefix;
  const root = theme.generateCssVars().css as Declarations;
  const rules = [rule(':root', root)];
  const others: string[] = [];
  for (const scheme of Object.keys(theme.colorSchemes)) {
    const css = { ...(theme.generateCssVars(scheme as SupportedColorScheme).css as Declarations) };
    const selector = `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`;
    if (scheme === 'light') {
      const excluded: Declarations = {};
      for (const name of excludeVariablesFromRoot(prefix)) {
        excluded[name] = css[name];
        delete css[name];
      }
      rules.push(rule(selector, excluded), rule(`:root,${selector}`, css));
    } else {
      others.push(rule(selector, css));
    }
  }
  return [...rules, ...others].filter(Boolean).join('');
}
