import * as React from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/colorMode';
import { createDocsTheme, type DocsThemeOptions } from './docsTheme';
import { docsThemeCss } from './docsThemeCss';

/** What Material UI's own CssVarsProvider writes for a theme, configured as the docs used it. */
function providerCss(options: DocsThemeOptions): string {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <CssVarsProvider theme={createDocsTheme(options)} defaultMode="system" attribute={COLOR_SCHEME_ATTRIBUTE}>
        <div />
      </CssVarsProvider>
    </CacheProvider>,
  );
  return extractCriticalToChunks(html).styles.map((style) => style.css).join('');
}

describe('docsThemeCss', () => {
  it('writes exactly the stylesheet of the docs’ CssVarsProvider, for the default theme and a reader’s colours', () => {
    for (const options of [{}, { paletteColors: { primary: { main: '#2e7d32' }, secondary: { main: '#f50057' } } }]) {
      const css = docsThemeCss(createDocsTheme(options));
      expect(css).toBe(providerCss(options));
    }
  });

  it('holds both schemes: light on :root, dark on the attribute', () => {
    const css = docsThemeCss(createDocsTheme());
    expect(css).toMatch(/:root,\[data-mui-color-scheme="light"\]\{[^}]*--mui-palette-primary-main:#0b6bcb;/);
    expect(css).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--mui-palette-primary-main:#66b2ff;/);
    expect(docsThemeCss(createDocsTheme({ paletteColors: { primary: { main: '#2e7d32' } } }))).toContain('--mui-palette-primary-main:#2e7d32;');
  });
});
