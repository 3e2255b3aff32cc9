import * as React from 'react';

type ThemeWrapper = React.ComponentType<{ children: React.ReactNode }>;

/**
 * The provider of the demos' own theme (Material UI's or Joy UI's default one), set by the page's demo
 * block and applied around the rendered demo alone.
 *
 * The demo's frame, toolbar and source are the docs' own interface and read the docs' theme. Only the
 * demo needs its library's theme, and its provider (a CssVarsProvider, which processes the whole theme
 * each time it renders) then renders when the demo itself does: when it comes alive near the viewport,
 * in a task of its own, rather than once per demo while the page hydrates.
 */
export const IslandThemeContext = React.createContext<ThemeWrapper | null>(null);

/** Inside a demo's iframe, whose own provider (with its stylesheet in the frame's document) applies. */
export const InsideDemoFrameContext = React.createContext(false);

/** Renders a demo in its library's theme (see IslandThemeContext). */
export function InIslandTheme({ children }: { children: React.ReactNode }) {
  const Wrapper = React.useContext(IslandThemeContext);
  const insideFrame = React.useContext(InsideDemoFrameContext);
  return Wrapper && !insideFrame ? <Wrapper>{children}</Wrapper> : <>{children}</>;
}
