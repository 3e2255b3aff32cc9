import { DemoThemeProvider } from './DemoThemeProvider';

/** The demos' theme variables, emitted once on a page with demos (apart from the demos' own code, which loads when each is needed). */
export default function DemoThemeStyles() {
  return <DemoThemeProvider withStyles />;
}
