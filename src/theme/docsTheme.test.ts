import { describe, expect, it } from 'vitest';
import { BORDER_RADIUS, DEFAULT_SPACING } from '../site/constants';
import { createDocsTheme, highDensityComponents } from './docsTheme';
import { docsPalette } from './palette';

describe('createDocsTheme', () => {
  it('uses radius 12 and spacing 8 by default', () => {
    const theme = createDocsTheme();
    expect(BORDER_RADIUS).toBe(12);
    expect(DEFAULT_SPACING).toBe(8);
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.spacing(2)).toBe('16px');
  });

  it('has a light and a dark palette, exposed as CSS variables', () => {
    const theme = createDocsTheme();
    expect(theme.colorSchemes.light.palette.primary.main).toBe(docsPalette.light.primary.main);
    expect(theme.colorSchemes.dark.palette.primary.main).toBe(docsPalette.dark.primary.main);
    expect(theme.colorSchemes.dark.palette.background.default).toBe(docsPalette.dark.background.default);
    expect(theme.colorSchemes.light.palette.mode).toBe('light');
    expect(theme.colorSchemes.dark.palette.mode).toBe('dark');
    expect(theme.vars.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main\b/);
  });

  it('follows the spacing and direction it is given', () => {
    const theme = createDocsTheme({ spacing: 5, direction: 'rtl' });
    expect(theme.spacing(2)).toBe('10px');
    expect(theme.direction).toBe('rtl');
  });

  it('applies picked palette colours to both modes', () => {
    const theme = createDocsTheme({ paletteColors: { primary: { main: '#e91e63' } } });
    expect(theme.colorSchemes.light.palette.primary.main).toBe('#e91e63');
    expect(theme.colorSchemes.dark.palette.primary.main).toBe('#e91e63');
    expect(theme.colorSchemes.light.palette.secondary.main).toBe(docsPalette.light.secondary.main);
  });

  it('shrinks controls in dense mode only', () => {
    expect(createDocsTheme().components?.MuiButton).toBeUndefined();
    const dense = createDocsTheme({ dense: true });
    expect(dense.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(dense.components?.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
    expect(dense.components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(Object.keys(highDensityComponents)).toEqual(
      expect.arrayContaining(['MuiButton', 'MuiIconButton', 'MuiInputBase', 'MuiFormControl', 'MuiListItem', 'MuiTable', 'MuiToolbar']),
    );
  });
});
