import { Demo, type DemoProps } from './Demo';
import { DemoThemeProvider } from './DemoThemeProvider';
import { IslandThemeContext } from './islandTheme';

/** A demo in the demos' own theme (the library's default theme in the reader's preferences), around the demo alone. */
export default function DemoBlock(props: DemoProps) {
  return (
    <IslandThemeContext.Provider value={DemoThemeProvider}>
      <Demo {...props} />
    </IslandThemeContext.Provider>
  );
}

/** The demos' theme variables, emitted once on a page with demos. */
export function DemoThemeStyles() {
  return <DemoThemeProvider withStyles />;
}
