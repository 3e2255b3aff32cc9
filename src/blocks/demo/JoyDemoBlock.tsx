import { Demo, type DemoProps } from './Demo';
import { IslandThemeContext } from './islandTheme';
import { JoyDemoThemeProvider } from './JoyDemoThemeProvider';

/** A Joy UI demo in Joy's own theme, around the demo alone. */
export default function JoyDemoBlock(props: DemoProps) {
  return (
    <IslandThemeContext.Provider value={JoyDemoThemeProvider}>
      <Demo {...props} />
    </IslandThemeContext.Provider>
  );
}

/** Joy's theme variables, emitted once on a Joy page with demos. */
export function JoyDemoThemeStyles() {
  return <JoyDemoThemeProvider withStyles />;
}
