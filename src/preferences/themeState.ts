import { DEFAULT_SPACING, MAX_SPACING, MIN_SPACING } from '../site/constants';
import type { Direction, PaletteColors } from '../theme/docsTheme';

/** The reader's theme preferences (DESIGN B4). */
export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: 'light' | 'dark';
}

export const initialThemeState: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
};

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

/** Spacing is a whole number of px from 1 to 32; anything else is brought into that range. */
export function clampSpacing(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SPACING;
  return Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(value)));
}

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing + 1) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: Boolean(action.payload) };
    case 'RESET_DENSITY':
      return { ...state, dense: initialThemeState.dense, spacing: initialThemeState.spacing };
    case 'RESET_COLORS':
      return { ...state, paletteColors: initialThemeState.paletteColors };
    case 'CHANGE': {
      const { paletteMode, direction, paletteColors } = action.payload ?? {};
      const next = {
        ...state,
        paletteMode: paletteMode || state.paletteMode,
        direction: direction || state.direction,
        paletteColors: paletteColors || state.paletteColors,
      };
      const unchanged =
        next.paletteMode === state.paletteMode && next.direction === state.direction && next.paletteColors === state.paletteColors;
      return unchanged ? state : next;
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type?: unknown }).type}`);
  }
}
