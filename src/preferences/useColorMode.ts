import * as React from 'react';
import { colorModeStore, type ColorModeState } from './colorModeStore';
import type { ColorModePreference } from './colorMode';

export interface ColorModeControls extends ColorModeState {
  setMode(mode: ColorModePreference): void;
}

/** The reader's colour mode, the OS one, and how to change it (colorModeStore.ts). */
export function useColorMode(): ColorModeControls {
  const state = React.useSyncExternalStore(colorModeStore.subscribe, colorModeStore.getSnapshot, colorModeStore.getServerSnapshot);
  return React.useMemo(() => ({ ...state, setMode: colorModeStore.setMode }), [state]);
}
