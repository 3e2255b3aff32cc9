import { Demo, type DemoProps } from './Demo';
import { DemoThemeProvider } from './DemoThemeProvider';

/** A demo in the demos' own theme (the library's default theme in the reader's preferences). */
export default function DemoBlock(props: DemoProps) {
  return (
    <DemoThemeProvider>
      <Demo {...props} />
    </DemoThemeProvider>
  );
}

/** The demos' theme variables, emitted once on a page with demos. */
export function DemoThemeStyles() {
  return <DemoThemeProvider withStyles />;
}
