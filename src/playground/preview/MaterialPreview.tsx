import type * as React from 'react';
import { DemoThemeProvider } from '../../blocks/demo/DemoThemeProvider';

/**
 * Material UI and MUI System components in the demos' theme (the library's default theme, in the reader's
 * colour mode and direction). The page emits the theme's variables (PageBody, for pages with playgrounds).
 */
export function MaterialPreview({ children }: { children?: React.ReactNode }) {
  return (
    <DemoThemeProvider>
      <div className="playground-preview-root">{children}</div>
    </DemoThemeProvider>
  );
}
