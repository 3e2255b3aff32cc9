import * as React from 'react';
import { Demo, type DemoProps } from './Demo';
import { DemoThemeProvider } from './DemoThemeProvider';
import { IslandThemeContext } from './islandTheme';
import { serverStylesheetDefines } from './serverThemeVariables';

/** A demo in the demos' own theme (the library's default theme in the reader's preferences), around the demo alone. */
export default function DemoBlock(props: DemoProps) {
  return (
    <IslandThemeContext.Provider value={DemoThemeProvider}>
      <Demo {...props} />
    </IslandThemeContext.Provider>
  );
}

/**
 * The demos' theme variables, emitted once on a page with demos. They are the same for every reader
 * (both colour schemes; direction, density, spacing and language change no variable), so a page loaded
 * with the server's stylesheet keeps it, and the client neither builds the theme's variables nor
 * serialises them again while the page hydrates. A page reached by a client-side navigation emits them.
 */
export function DemoThemeStyles() {
  const [fromServer] = React.useState(() => typeof document !== 'undefined' && serverStylesheetDefines(document, '--demo-palette-primary-main'));
  return fromServer ? null : <DemoThemeProvider withStyles />;
}
