import { DemoComponentsContext, type BundledDemos } from '../blocks/demo/demoComponents';
import { DocsPage } from '../layout/DocsPage';
import type { DocsPageProps } from './types';

/** The component of a page with demos: the docs page, with the page's bundled demos available to it. */
export function createDemoPage(demos: BundledDemos) {
  function DemoPage(props: DocsPageProps) {
    return (
      <DemoComponentsContext.Provider value={demos}>
        <DocsPage {...props} />
      </DemoComponentsContext.Provider>
    );
  }
  return DemoPage;
}
