import * as React from 'react';
import { Demo, type DemoProps } from './Demo';
import { IslandThemeContext } from './islandTheme';
import { JoyDemoThemeProvider } from './JoyDemoThemeProvider';
import { serverStylesheetDefines } from './serverThemeVariables';

/** A Joy UI demo in Joy's own theme, around the demo alone. */
export default function JoyDemoBlock(props: DemoProps) {
  return (
    <IslandThemeContext.Provider value={JoyDemoThemeProvider}>
      <Demo {...props} />
    </IslandThemeContext.Provider>
  );
}

/** Joy's theme variables, emitted once on a Joy page with demos; kept from the server's HTML as DemoThemeStyles keeps the Material demos'. */
export function JoyDemoThemeStyles() {
  const [fromServer] = React.useState(() => typeof document !== 'undefined' && serverStylesheetDefines(document, '--joy-palette-primary-500'));
  return fromServer ? null : <JoyDemoThemeProvider withStyles />;
}
