import { describe, expect, it } from 'vitest';
import { createDocsTheme } from './docsTheme';
import { docsThemeCss } from './docsThemeCss';
import { shellTheme } from './shellTheme';
import { SHELL_PALETTE_KEYS, SHELL_TYPOGRAPHY_KEYS } from './shellThemeShape';

const docs = createDocsTheme();

function leaves(value: unknown, path: string[] = []): Array<[string, string]> {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
}

describe('the shell theme', () => {
  it('holds what the docs theme holds for the parts the shell reads', () => {
    const theme = shellTheme();
    const docsPalette = docs.vars.palette as unknown as Record<string, Record<string, string>> & { divider: string };
    const shellPalette = theme.vars.palette as unknown as Record<string, Record<string, string>> & { divider: string };
    // The same variable, without Material UI's fallback value (the page defines each in both modes).
    const sameVariable = (shell: string, material: string) => expect(shell).toBe(material.replace(/^(var\(--[\w-]+),.*\)$/, '$1)'));
    for (const [section, keys] of Object.entries(SHELL_PALETTE_KEYS)) {
      for (const key of keys) sameVariable(shellPalette[section]![key]!, docsPalette[section]![key]!);
    }
    sameVariable(shellPalette.divider, docsPalette.divider);
    for (const key of SHELL_TYPOGRAPHY_KEYS) expect(theme.typography[key]).toEqual(docs.typography[key]);
    expect(theme.zIndex).toEqual(docs.zIndex);
    expect(theme.shape.borderRadius).toBe(docs.shape.borderRadius);
    expect(theme.breakpoints.values).toEqual(docs.breakpoints.values);
  });

  it('writes the media queries Material UI’s breakpoints write', () => {
    const theme = shellTheme();
    for (const key of ['xs', 'sm', 'md', 'lg', 'xl', 720] as const) {
      expect(theme.breakpoints.up(key)).toBe(docs.breakpoints.up(key));
      expect(theme.breakpoints.down(key)).toBe(docs.breakpoints.down(key));
    }
  });

  it('names only variables the page’s theme stylesheet defines, in both modes', () => {
    // Each rule of the stylesheet: its selector and the variables it defines.
    const rules = docsThemeCss(docs)
      .split('}')
      .filter(Boolean)
      .map((rule) => {
        const [selector, body = ''] = rule.split('{');
        return { selector: selector!, names: new Set(body.split(';').map((declaration) => declaration.split(':')[0])) };
      });
    const definedFor = (scheme: string, name: string) =>
      rules.some((rule) => (rule.selector === ':root' || rule.selector.includes(`"${scheme}"`)) && rule.names.has(name));
    const palette = leaves(shellTheme().vars.palette);
    expect(palette.length).toBeGreaterThan(40);
    for (const [path, value] of palette) {
      const name = /^var\((--mui-[\w-]+)/.exec(value)?.[1];
      expect(name, path).toBeDefined();
      expect(definedFor('light', name!), `${path} in light mode`).toBe(true);
      expect(definedFor('dark', name!), `${path} in dark mode`).toBe(true);
    }
  });

  it('is one object per direction, so a provider of it never changes value', () => {
    expect(shellTheme('ltr')).toBe(shellTheme());
    expect(shellTheme('rtl').direction).toBe('rtl');
    expect(shellTheme('rtl')).toBe(shellTheme('rtl'));
  });
});
