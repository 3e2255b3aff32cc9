import type * as React from 'react';
import { DemoComponentsContext, ToolComponentsContext, type BundledDemos } from '../blocks/demo/demoComponents';
import { DocsPage } from '../layout/DocsPage';
import type { DocsPageProps } from './types';
import { PlaygroundEntryContext, type PlaygroundEntryModule } from '../playground/playgroundEntry';

/**
 * The component of a page with demos, docs tools or playgrounds: the docs page, with the page's bundled
 * demos and tools, and the loader of its playgrounds' chunk, available to it.
 */
export function createDemoPage(
  demos: BundledDemos,
  tools: Record<string, React.ComponentType> = {},
  loadPlaygrounds: (() => Promise<PlaygroundEntryModule>) | null = null,
) {
  function DemoPage(props: DocsPageProps) {
    return (
      <PlaygroundEntryContext.Provider value={loadPlaygrounds}>
        <ToolComponentsContext.Provider value={tools}>
          <DemoComponentsContext.Provider value={demos}>
            <DocsPage {...props} />
          </DemoComponentsContext.Provider>
        </ToolComponentsContext.Provider>
      </PlaygroundEntryContext.Provider>
    );
  }
  return DemoPage;
}
