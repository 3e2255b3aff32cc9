import type * as React from 'react';
import { DemoBlocksContext, DemoComponentsContext, ToolComponentsContext, type BundledDemos } from '../blocks/demo/demoComponents';
import { DEMO_BLOCKS } from '../blocks/demo/demoBlocks';
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
            <DemoBlocksContext.Provider value={DEMO_BLOCKS}>
              <DocsPage {...props} />
            </DemoBlocksContext.Provider>
          </DemoComponentsContext.Provider>
        </ToolComponentsContext.Provider>
      </PlaygroundEntryContext.Provider>
    );
  }
  return DemoPage;
}
