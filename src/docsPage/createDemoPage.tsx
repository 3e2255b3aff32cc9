import type * as React from 'react';
import { DemoBlocksContext, DemoComponentsContext, ToolComponentsContext, type BundledDemos } from '../blocks/demo/demoComponents';
import { DEMO_BLOCKS } from '../blocks/demo/demoBlocks';
import { DocsPageFromApp } from './DocsPageFromApp';
import type { DocsPageProps } from './types';
import { PlaygroundEntryContext, type PlaygroundEntrySource } from '../playground/playgroundEntry';

/**
 * The component of a page with demos, docs tools or playgrounds: the docs page, with the page's bundled
 * demos and tools, and its playgrounds' entry, available to it.
 */
export function createDemoPage(
  demos: BundledDemos,
  tools: Record<string, React.ComponentType> = {},
  playgrounds: PlaygroundEntrySource | null = null,
) {
  function DemoPage(props: DocsPageProps) {
    return (
      <PlaygroundEntryContext.Provider value={playgrounds}>
        <ToolComponentsContext.Provider value={tools}>
          <DemoComponentsContext.Provider value={demos}>
            <DemoBlocksContext.Provider value={DEMO_BLOCKS}>
              <DocsPageFromApp {...props} />
            </DemoBlocksContext.Provider>
          </DemoComponentsContext.Provider>
        </ToolComponentsContext.Provider>
      </PlaygroundEntryContext.Provider>
    );
  }
  return DemoPage;
}
