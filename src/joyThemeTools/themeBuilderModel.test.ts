import { describe, expect, it } from 'vitest';
import { extendTheme } from '@mui/joy/styles';
import { builderStateFrom, extendThemeCode, themeOptionsFor } from './themeBuilderModel';

const defaults = builderStateFrom(extendTheme());

describe('builderStateFrom', () => {
  it("reads the default theme's colours, radii and font sizes", () => {
    const theme = extendTheme();
    expect(defaults.colors.primary).toBe(theme.colorSchemes.light.palette.primary[500].toUpperCase());
    expect(`${defaults.radius.md}px`).toBe(theme.radius.md);
    expect(`${defaults.fontSize.md}rem`).toBe(theme.fontSize.md);
  });
});

describe('themeOptionsFor', () => {
  it('is empty when nothing changed', () => {
    expect(themeOptionsFor(defaults, defaults)).toEqual({});
  });

  it('holds only the changed tokens, and a changed colour as a scale in both schemes', () => {
    const state = { ...defaults, colors: { ...defaults.colors, success: '#7C3AED' }, radius: { ...defaults.radius, lg: 20 } };
    const options = themeOptionsFor(state, defaults);
    expect(options.radius).toEqual({ lg: '20px' });
    expect(options.fontSize).toBeUndefined();
    const light = options.colorSchemes?.light?.palette as Record<string, Record<string, string>>;
    const dark = options.colorSchemes?.dark?.palette as Record<string, Record<string, string>>;
    expect(Object.keys(light)).toEqual(['success']);
    expect(light.success?.['500']).toBe('#7C3AED');
    expect(dark.success).toEqual(light.success);
    // The options work: Joy builds the theme from them.
    const theme = extendTheme(options);
    expect(theme.radius.lg).toBe('20px');
    expect(theme.colorSchemes.dark.palette.success[500]).toBe('#7C3AED');
  });
});

describe('extendThemeCode', () => {
  it('prints a module that creates the theme with the options', () => {
    const code = extendThemeCode({ radius: { sm: '2px' }, fontSize: { md: '1.0625rem' } });
    expect(code).toContain("import { extendTheme } from '@mui/joy/styles';");
    expect(code).toContain("  radius: {\n    sm: '2px',\n  },");
    expect(code).toContain("md: '1.0625rem'");
    expect(code).toMatch(/export default theme;\n$/);
  });

  it('prints numeric palette keys bare and escapes quotes in values', () => {
    const code = extendThemeCode({ colorSchemes: { light: { palette: { primary: { 500: "#FFF'" } } } } });
    expect(code).toContain("500: '#FFF\\''");
  });
});
