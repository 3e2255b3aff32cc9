import * as React from 'react';
import type { DocsPageProps } from './types';

/**
 * The docs page component (src/layout/DocsPage.tsx: the shell around a page's body), which the app
 * provides (src/pages/_app.tsx) and the routes render through DocsPageFromApp.
 *
 * Every page's first load holds the shell either way, but Turbopack's work for a route grows with the
 * modules the route itself reaches: with the shell imported by each of the 530 routes, a build spent
 * about 13 s more compiling (median of alternated builds, 77 s against 64). Reached from the app, the
 * shell's modules are walked once.
 */
export const DocsPageContext = React.createContext<React.ComponentType<DocsPageProps> | null>(null);

/** A route's page: the app's docs page component with the route's props. */
export function DocsPageFromApp(props: DocsPageProps) {
  const DocsPage = React.useContext(DocsPageContext);
  if (!DocsPage) throw new Error('No docs page component to render: src/pages/_app.tsx provides it (DocsPageContext).');
  return <DocsPage {...props} />;
}
