import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clampSpacing, initialThemeState, themeReducer, type ThemeAction } from './themeState';
import { ThemePreferencesProvider, useThemeDispatch } from './ThemePreferencesProvider';

describe('themeReducer', () => {
  it('starts from the documented state', () => {
    expect(initialThemeState).toEqual({ dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light' });
  });

  it('SET_SPACING, INCREASE_SPACING and DECREASE_SPACING keep a whole number from 1 to 32', () => {
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 12 }).spacing).toBe(12);
    expect(themeReducer(initialThemeState, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(initialThemeState, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
    expect(themeReducer({ ...initialThemeState, spacing: 32 }, { type: 'INCREASE_SPACING' }).spacing).toBe(32);
    expect(themeReducer({ ...initialThemeState, spacing: 1 }, { type: 'DECREASE_SPACING' }).spacing).toBe(1);
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 0 }).spacing).toBe(1);
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 99 }).spacing).toBe(32);
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 7.6 }).spacing).toBe(8);
    expect(clampSpacing(Number.NaN)).toBe(8);
  });

  it('SET_DENSE and RESET_DENSITY', () => {
    const dense = themeReducer({ ...initialThemeState, spacing: 5 }, { type: 'SET_DENSE', payload: true });
    expect(dense).toMatchObject({ dense: true, spacing: 5 });
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toMatchObject({ dense: false, spacing: 8 });
  });

  it('RESET_COLORS empties the palette colours only', () => {
    const state = { ...initialThemeState, dense: true, paletteColors: { primary: { main: '#2e7d32' } } };
    expect(themeReducer(state, { type: 'RESET_COLORS' })).toEqual({ ...state, paletteColors: {} });
  });

  it('CHANGE merges mode, direction and colours; a missing field keeps its value', () => {
    const colors = { secondary: { main: '#f50057' } };
    const changed = themeReducer(initialThemeState, { type: 'CHANGE', payload: { paletteMode: 'dark', paletteColors: colors } });
    expect(changed).toEqual({ ...initialThemeState, paletteMode: 'dark', paletteColors: colors });
    expect(themeReducer(changed, { type: 'CHANGE', payload: { direction: 'rtl' } })).toEqual({ ...changed, direction: 'rtl' });
    expect(themeReducer(changed, { type: 'CHANGE', payload: {} })).toBe(changed);
  });

  it('throws on an unknown action', () => {
    expect(() => themeReducer(initialThemeState, { type: 'FLIP' } as unknown as ThemeAction)).toThrow('Unrecognized type FLIP');
  });
});

describe('useThemeDispatch', () => {
  function Dispatcher({ action }: { action: ThemeAction }) {
    const dispatch = useThemeDispatch();
    React.useMemo(() => dispatch(action), [dispatch, action]);
    return null;
  }

  it('throws when dispatching outside the provider', () => {
    expect(() => renderToString(<Dispatcher action={{ type: 'INCREASE_SPACING' }} />)).toThrow(
      'Forgot to wrap component in `ThemeProvider`',
    );
  });

  it('dispatches inside the provider', () => {
    expect(() =>
      renderToString(
        <ThemePreferencesProvider>
          <Dispatcher action={{ type: 'INCREASE_SPACING' }} />
        </ThemePreferencesProvider>,
      ),
    ).not.toThrow();
  });
});
