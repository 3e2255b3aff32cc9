import { Global, type CSSObject } from '@emotion/react';
import { shellTheme } from './shellTheme';
import { SUCCESS_TEXT, SUCCESS_TEXT_VARIABLE, WARNING_TEXT, WARNING_TEXT_VARIABLE } from './palette';

const theme = shellTheme();

const GLOBAL_STYLES: CSSObject = {
  html: {
    scrollPaddingTop: 80,
    boxSizing: 'border-box',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    WebkitTextSizeAdjust: '100%',
  },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  'strong, b': { fontWeight: theme.typography.fontWeightBold },
  body: {
    margin: 0,
    color: theme.vars.palette.text.primary,
    backgroundColor: theme.vars.palette.background.default,
    ...theme.typography.body1,
  },
  // Text in the warning hue (Unstable flags, deprecation notes): MUI's warning.dark is 3.8:1 on white,
  // short of the 4.5:1 small text needs, so a darker orange in light mode; likewise a darker green.
  '[data-mui-color-scheme="light"]': { colorScheme: 'light', [WARNING_TEXT_VARIABLE]: WARNING_TEXT.light, [SUCCESS_TEXT_VARIABLE]: SUCCESS_TEXT.light },
  '[data-mui-color-scheme="dark"]': { colorScheme: 'dark', [WARNING_TEXT_VARIABLE]: WARNING_TEXT.dark, [SUCCESS_TEXT_VARIABLE]: SUCCESS_TEXT.dark },
  'body.mode-dark .only-light-mode, body.mode-light .only-dark-mode': { display: 'none' },
  'a:focus-visible, button:focus-visible, summary:focus-visible': { outlineOffset: 2 },
};

/**
 * Page-wide rules: a small baseline (box sizing, margins, font smoothing, the theme's colours and body
 * type), light/dark-only images and link focus rings.
 */
export function GlobalDocsStyles() {
  return <Global styles={GLOBAL_STYLES} />;
}
