import * as React from 'react';
import type { DocsPageModel } from '../docsPage/types';
import type { Language } from '../site/languages';
import { ToolComponentsContext } from './demo/demoComponents';
import { ApiReference, DemoBlock, DemoThemeStyles } from './splitBlocks';
import { MarkdownBody } from './MarkdownBody';

/** A page's body: Markdown HTML chunks and live demos, in order. */
export function PageBody({ page, productName, language }: { page: DocsPageModel; productName: string; language: Language }) {
  const hasDemos = page.body.some((block) => block.type === 'demo');
  const tools = React.useContext(ToolComponentsContext);
  return (
    <div className="page-body">
      {hasDemos ? <DemoThemeStyles /> : null}
      {page.body.map((block, index) =>
        block.type === 'html' ? (
          // Markdown typography applies to Markdown only, never inside a demo.
          <MarkdownBody key={index} className="markdown-body" dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : block.type === 'api' ? (
          <ApiReference key={index} docs={block.docs} language={language} />
        ) : block.type === 'component' ? (
          <ToolBlock key={index} Tool={tools[block.name]} />
        ) : (
          <DemoBlock key={index} demo={block.demo} productName={productName} />
        ),
      )}
    </div>
  );
}

function ToolBlock({ Tool }: { Tool: React.ComponentType | undefined }) {
  return Tool ? <Tool /> : null;
}
