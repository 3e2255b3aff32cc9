import { Demo, type DemoProps } from './Demo';
import { JoyDemoThemeProvider } from './JoyDemoThemeProvider';

/** A Joy UI demo in Joy's own theme. */
export default function JoyDemoBlock(props: DemoProps) {
  return (
    <JoyDemoThemeProvider>
      <Demo {...props} />
    </JoyDemoThemeProvider>
  );
}

/** Joy's theme variables, emitted once on a Joy page with demos. */
export function JoyDemoThemeStyles() {
  return <JoyDemoThemeProvider withStyles />;
}
