import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as MaterialStyles from '@mui/material/styles';

// The postinstall patches (scripts/patch-dependencies.ts) are in the installed packages.
describe('patched dependencies', () => {
  it('CssVarsProvider keeps its state when the system colour preference is unchanged', () => {
    for (const build of ['esm', 'modern']) {
      const file = path.join(__dirname, '..', 'node_modules/@mui/system', build, 'cssVars/useCurrentColorScheme.js');
      expect(fs.readFileSync(file, 'utf8')).toContain('currentState.systemMode === systemMode ? currentState');
    }
  });

  it("Material UI's CssVarsProvider builds its default theme only for a provider given none", () => {
    for (const build of ['', 'modern/']) {
      const file = path.join(__dirname, '..', 'node_modules/@mui/material', build, 'styles/CssVarsProvider.js');
      const text = fs.readFileSync(file, 'utf8');
      expect(text).not.toContain('const defaultTheme = experimental_extendTheme();');
      expect(text).toContain('const getDefaultTheme = () => defaultTheme || (defaultTheme = experimental_extendTheme());');
      expect(text).toContain('props.theme === undefined');
    }
  });
});

describe("the patched router of Next.js", () => {
  it('sends no revalidation request after a client-side navigation, in either build', () => {
    for (const build of ['', 'esm/']) {
      const text = fs.readFileSync(path.join(__dirname, '..', 'node_modules/next/dist', build, 'shared/lib/router/router.js'), 'utf8');
      expect(text).toContain("if (false && !this.isPreview && routeInfo.__N_SSG");
      expect(text).not.toMatch(/if \(!this\.isPreview && routeInfo\.__N_SSG/);
    }
  });
});

describe('the patched CssVarsProvider of Material UI', () => {
  it('gives a provider without a theme the default theme, and one with a theme that theme', async () => {
    const React = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { useTheme } = await import('@mui/material/styles');
    // The ES module the bundler uses, with the patch, run as it is.
    const { Experimental_CssVarsProvider: CssVarsProvider } = (await import(
      path.join(__dirname, '..', 'node_modules/@mui/material/styles/CssVarsProvider.js')
    )) as typeof MaterialStyles;
    const { experimental_extendTheme: extendTheme } = await import('@mui/material/styles');
    function Probe() {
      const theme = useTheme() as unknown as { vars?: { palette: { primary: { main: string } } } };
      return React.createElement('output', null, theme.vars?.palette.primary.main ?? 'no variables');
    }
    const byDefault = renderToString(React.createElement(CssVarsProvider, null, React.createElement(Probe)));
    expect(byDefault).toContain('<output>var(--mui-palette-primary-main)</output>');
    expect(byDefault).toContain('--mui-palette-primary-main:#1976d2;');
    const custom = extendTheme({ cssVarPrefix: 'probe', colorSchemes: { light: { palette: { primary: { main: '#ff5722' } } } } });
    const withTheme = renderToString(React.createElement(CssVarsProvider, { theme: custom }, React.createElement(Probe)));
    expect(withTheme).toContain('<output>var(--probe-palette-primary-main)</output>');
    expect(withTheme).toContain('--probe-palette-primary-main:#ff5722;');
    expect(withTheme).not.toContain('--mui-palette');
  });
});

/** What the test uses of @emotion/sheet (a dependency of emotion, not of the site: loaded by path below). */
interface EmotionSheetModule {
  StyleSheet: new (options: { key: string; container: unknown }) => { hydrate(nodes: unknown[]): void; tags: unknown[] };
}

describe('the patched StyleSheet of emotion', () => {
  // Each build of the package, run as it is: the bundler takes the ES module, Node the CommonJS one.
  it.each(['emotion-sheet.esm.js', 'emotion-sheet.development.esm.js', 'emotion-sheet.cjs.js', 'emotion-sheet.development.cjs.js'])(
    '%s adopts a server-rendered tag already in its container without moving it, and moves one from elsewhere',
    async (name) => {
      const { StyleSheet } = (await import(path.join(__dirname, '..', 'node_modules/@emotion/sheet/dist', name))) as EmotionSheetModule;
      const moves: string[] = [];
      const container = {
        insertBefore: (tag: { id: string }) => {
          moves.push(tag.id);
        },
      };
      const sheet = new StyleSheet({ key: 'css', container });
      const inHead = { id: 'in-head', parentNode: container, nextSibling: null };
      const inBody = { id: 'in-body', parentNode: {}, nextSibling: null };
      sheet.hydrate([inHead, inBody]);
      expect(moves).toEqual(['in-body']);
      expect(sheet.tags.map((tag) => (tag as { id: string }).id)).toEqual(['in-head', 'in-body']);
    },
  );
});
