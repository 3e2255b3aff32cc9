import type * as React from 'react';
import { DemoBlocksContext, DemoComponentsContext, ToolComponentsContext } from '../blocks/demo/demoComponents';
import { PlaygroundEntryContext } from '../playground/playgroundEntry';
import { readDemoPageModule } from './demoPageModule';

/**
 * The body of a page with demos, docs tools or playgrounds, with the page's module (demoPageModule.ts)
 * available to it. Renders inside the body's Suspense boundary (HydrateLater), which it suspends until the
 * module is here: hydrating, the body stays the server's HTML meanwhile.
 */
export function DemoPageProviders({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const { demos, tools, playgrounds, blocks } = readDemoPageModule(pathname);
  return (
    <PlaygroundEntryContext.Provider value={playgrounds}>
      <ToolComponentsContext.Provider value={tools}>
        <DemoComponentsContext.Provider value={demos}>
          <DemoBlocksContext.Provider value={blocks}>{children}</DemoBlocksContext.Provider>
        </DemoComponentsContext.Provider>
      </ToolComponentsContext.Provider>
    </PlaygroundEntryContext.Provider>
  );
}
