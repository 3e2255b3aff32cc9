import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * Page-wide rules: a small baseline (box sizing, margins, font smoothing, the theme's colours and body
 * type), light/dark-only images and link focus rings.
 */
export function GlobalDocsStyles() {
  return (
    <GlobalStyles
      styles={(theme: Theme) => ({
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
        '[data-mui-color-scheme="light"]': { colorScheme: 'light' },
        '[data-mui-color-scheme="dark"]': { colorScheme: 'dark' },
        'body.mode-dark .only-light-mode, body.mode-light .only-dark-mode': { display: 'none' },
        'a:focus-visible, button:focus-visible, summary:focus-visible': { outlineOffset: 2 },
      })}
    />
  );
}
