import type * as React from 'react';
import { DemoComponentsContext, ToolComponentsContext, type BundledDemos } from '../blocks/demo/demoComponents';
import { DocsPage } from '../layout/DocsPage';
import type { DocsPageProps } from './types';

/**
 * The component of a page with demos or docs tools: the docs page, with the page's bundled demos and
 * tools available to it.
 */
export function createDemoPage(demos: BundledDemos, tools: Record<string, React.ComponentType> = {}) {
  function DemoPage(props: DocsPageProps) {
    return (
      <ToolComponentsContext.Provider value={tools}>
        <DemoComponentsContext.Provider value={demos}>
          <DocsPage {...props} />
        </DemoComponentsContext.Provider>
      </ToolComponentsContext.Provider>
    );
  }
  return DemoPage;
}
