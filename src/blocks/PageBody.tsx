import * as React from 'react';
import type { DocsPageModel } from '../docsPage/types';
import { ApiReference } from '../api-reference/ApiReference';
import type { Language } from '../site/languages';
import { ToolComponentsContext } from './demo/demoComponents';
import { Demo } from './demo/Demo';
import { DemoThemeProvider } from './demo/DemoThemeProvider';
import { MarkdownBody } from './MarkdownBody';

/** A page's body: Markdown HTML chunks and live demos, in order. */
export function PageBody({ page, productName, language }: { page: DocsPageModel; productName: string; language: Language }) {
  const hasDemos = page.body.some((block) => block.type === 'demo');
  const tools = React.useContext(ToolComponentsContext);
  return (
    <div className="page-body">
      {hasDemos ? <DemoThemeProvider withStyles /> : null}
      {page.body.map((block, index) =>
        block.type === 'html' ? (
          // Markdown typography applies to Markdown only, never inside a demo.
          <MarkdownBody key={index} className="markdown-body" dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : block.type === 'api' ? (
          <ApiReference key={index} docs={block.docs} language={language} />
        ) : block.type === 'component' ? (
          <ToolBlock key={index} Tool={tools[block.name]} />
        ) : (
          <DemoThemeProvider key={index}>
            <Demo demo={block.demo} productName={productName} />
          </DemoThemeProvider>
        ),
      )}
    </div>
  );
}

function ToolBlock({ Tool }: { Tool: React.ComponentType | undefined }) {
  return Tool ? <Tool /> : null;
}
