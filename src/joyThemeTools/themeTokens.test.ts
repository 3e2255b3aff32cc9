import { describe, expect, it } from 'vitest';
import { extendTheme } from '@mui/joy/styles';
import { filterTokens, swatchColor, themeTokens } from './themeTokens';

const theme = extendTheme();

describe('themeTokens', () => {
  it('lists the palette of the chosen scheme with the values the theme holds', () => {
    const light = themeTokens(theme, 'light');
    const dark = themeTokens(theme, 'dark');
    const bodyOf = (tokens: typeof light) => tokens.find((token) => token.path === 'palette.background.body')?.value;
    expect(bodyOf(light)).toBe(theme.colorSchemes.light.palette.background.body);
    expect(bodyOf(dark)).toBe(theme.colorSchemes.dark.palette.background.body);
    expect(bodyOf(light)).not.toBe(bodyOf(dark));
  });

  it('names the CSS variable the theme generates, and none for tokens without one', () => {
    const tokens = themeTokens(theme, 'light');
    const byPath = new Map(tokens.map((token) => [token.path, token]));
    expect(byPath.get('palette.primary.500')?.cssVariable).toBe('--joy-palette-primary-500');
    expect(byPath.get('radius.md')?.cssVariable).toBe('--joy-radius-md');
    expect(byPath.get('radius.md')?.value).toBe(theme.radius.md);
    expect(byPath.get('typography.h1.fontSize')?.cssVariable).toBeNull();
    expect(byPath.get('breakpoints.values.md')?.value).toBe(String(theme.breakpoints.values.md));
  });

  it('follows a customised theme', () => {
    const custom = extendTheme({ radius: { md: '13px' }, cssVarPrefix: 'acme' });
    const md = themeTokens(custom, 'dark').find((token) => token.path === 'radius.md');
    expect(md).toEqual({ path: 'radius.md', value: '13px', cssVariable: '--acme-radius-md' });
  });
});

describe('filterTokens', () => {
  const tokens = themeTokens(theme, 'light');

  it('keeps tokens matching every word, in path, value or variable', () => {
    const found = filterTokens(tokens, 'primary 500');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((token) => /primary/i.test(`${token.path}${token.value}`) && `${token.path}${token.value}`.includes('500'))).toBe(true);
    expect(filterTokens(tokens, '--joy-radius-lg').map((token) => token.path)).toContain('radius.lg');
  });

  it('keeps everything for an empty query and nothing for nonsense', () => {
    expect(filterTokens(tokens, '   ')).toHaveLength(tokens.length);
    expect(filterTokens(tokens, '<script>alert(1)</script>')).toEqual([]);
  });
});

describe('swatchColor', () => {
  it('finds plain colours and the fallback of a variable chain', () => {
    expect(swatchColor('#0B6BCB')).toBe('#0B6BCB');
    expect(swatchColor('rgba(0 0 0 / 0.2)')).toBe('rgba(0 0 0 / 0.2)');
    expect(swatchColor('var(--joy-palette-primary-500, #0B6BCB)')).toBe('#0B6BCB');
    expect(swatchColor('var(--a, var(--b, #FFF))')).toBe('#FFF');
    expect(swatchColor('1rem')).toBeNull();
  });
});
