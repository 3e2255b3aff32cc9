import * as React from 'react';
import { Experimental_CssVarsProvider as MaterialCssVarsProvider, experimental_extendTheme as extendMaterialTheme } from '@mui/material/styles';
import { demoThemeOf } from '../demo/demoTheme';
import { JoyDemoThemeProvider } from '../demo/JoyDemoThemeProvider';

/**
 * A demo element inside the theme its page gives it on the site, for rendering it outside the site (the
 * content check's server render): on Joy pages Joy's provider, which follows the docs' colour mode and so
 * sits under the docs' Material CssVarsProvider; on every other page Material UI's default theme with CSS
 * variables, as DemoThemeProvider gives it (so a demo that cannot take such a theme, say one passing the
 * outer theme to `createTheme`, fails here and not only in the browser).
 */
export function demoInTheme(pathname: string, demo: React.ReactElement): React.ReactElement {
  if (demoThemeOf(pathname) !== 'joy') {
    return React.createElement(MaterialCssVarsProvider, { theme: extendMaterialTheme({ cssVarPrefix: 'demo' }) }, demo);
  }
  return React.createElement(
    MaterialCssVarsProvider,
    { theme: extendMaterialTheme() },
    React.createElement(JoyDemoThemeProvider, { withStyles: true }, demo),
  );
}
