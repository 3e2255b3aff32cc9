import { JoyDemoThemeProvider } from './JoyDemoThemeProvider';

/** Joy's theme variables, emitted once on a Joy page with demos (apart from the demos' own code, which loads when each is needed). */
export default function JoyDemoThemeStyles() {
  return <JoyDemoThemeProvider withStyles />;
}
