import * as React from 'react';
import { JoyDemoThemeProvider } from '../../blocks/demo/JoyDemoThemeProvider';
import { JoyThemeStylesOnPage } from '../../blocks/demo/joyThemeStylesOnPage';

/**
 * Joy UI components in Joy's default theme, following the reader's colour mode. On a Joy page the page
 * has emitted Joy's variables already; anywhere else the preview emits them itself.
 */
export function JoyPreview({ children }: { children?: React.ReactNode }) {
  const stylesOnPage = React.useContext(JoyThemeStylesOnPage);
  return (
    <JoyDemoThemeProvider withStyles={!stylesOnPage}>
      <div className="playground-preview-root">{children}</div>
    </JoyDemoThemeProvider>
  );
}
