import * as React from 'react';
import type { DocsPageModel } from '../docsPage/types';
import type { Language } from '../site/languages';
import { DemoBlocksContext, ToolComponentsContext } from './demo/demoComponents';
import { ApiReference, PlaygroundSlot } from './splitBlocks';
import { demoThemeOf } from './demo/demoTheme';
import { JoyThemeStylesOnPage } from './demo/joyThemeStylesOnPage';
import { MarkdownBody } from './MarkdownBody';
import { useClientRender } from '../site/useClientRender';

/** Blocks rendered with a client-side navigation; the rest follow right after, without holding it up. */
export const BLOCKS_RENDERED_FIRST = 3;

/**
 * Whether the whole body renders now. Hydration must match the server, so it does; a client-side
 * navigation shows the top of the page first and renders the rest in a transition, which React can
 * interrupt: a page with twenty live demos no longer keeps the reader waiting for its title. A link to
 * an anchor renders everything at once, so the router finds the anchor to scroll to.
 */
function useRenderAllBlocks(): boolean {
  const clientRender = useClientRender();
  const [all, setAll] = React.useState(() => !clientRender || window.location.hash.length > 1);
  React.useEffect(() => {
    if (!all) React.startTransition(() => setAll(true));
  }, [all]);
  return all;
}

/** A page's body: Markdown HTML chunks and live demos, in order. */
export function PageBody({ page, productName, language }: { page: DocsPageModel; productName: string; language: Language }) {
  const joy = demoThemeOf(page.pathname) === 'joy';
  // Playgrounds of the page's own library read the demos' theme variables too (Material UI's for Material
  // UI and MUI System components, Joy's on Joy pages).
  const playgroundLibrary = joy ? 'joy' : 'material';
  const hasDemos = page.body.some((block) => block.type === 'demo' || (block.type === 'playground' && block.playground.library === playgroundLibrary));
  const tools = React.useContext(ToolComponentsContext);
  const all = useRenderAllBlocks();
  const blocks = all ? page.body : page.body.slice(0, BLOCKS_RENDERED_FIRST);
  // Pages with demos get their blocks from their route (createDemoPage); a page without has none to render.
  const demoBlocks = React.useContext(DemoBlocksContext);
  const PageDemoBlock = (joy ? demoBlocks?.JoyBlock : demoBlocks?.Block) ?? NoDemoBlock;
  const PageDemoStyles = (joy ? demoBlocks?.JoyThemeStyles : demoBlocks?.ThemeStyles) ?? NoDemoBlock;
  return (
    <JoyThemeStylesOnPage.Provider value={joy && hasDemos}>
      {/* `data-complete`: every block is rendered (checks that read the whole body wait for it). */}
      <div className="page-body" data-complete={all ? '' : undefined}>
        {hasDemos ? <PageDemoStyles /> : null}
        {blocks.map((block, index) =>
          block.type === 'html' ? (
            // Markdown typography applies to Markdown only, never inside a demo.
            <MarkdownBody key={index} className="markdown-body" dangerouslySetInnerHTML={{ __html: block.html }} />
          ) : block.type === 'api' ? (
            <ApiReference key={index} docs={block.docs} language={language} />
          ) : block.type === 'component' ? (
            <ToolBlock key={index} Tool={tools[block.name]} />
          ) : block.type === 'playground' ? (
            <PlaygroundSlot key={index} model={block.playground} />
          ) : (
            <PageDemoBlock key={index} demo={block.demo} productName={productName} />
          ),
        )}
      </div>
    </JoyThemeStylesOnPage.Provider>
  );
}

function NoDemoBlock(): null {
  return null;
}

function ToolBlock({ Tool }: { Tool: React.ComponentType | undefined }) {
  return Tool ? <Tool /> : null;
}
