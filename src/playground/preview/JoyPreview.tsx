import type * as React from 'react';
import { JoyDemoThemeProvider } from '../../blocks/demo/JoyDemoThemeProvider';

/**
 * Joy UI components in Joy's default theme, following the reader's colour mode. It emits Joy's variables
 * itself, so a Joy playground works on any page (Joy pages emit them once more for their demos).
 */
export function JoyPreview({ children }: { children?: React.ReactNode }) {
  return (
    <JoyDemoThemeProvider withStyles>
      <div className="playground-preview-root">{children}</div>
    </JoyDemoThemeProvider>
  );
}
