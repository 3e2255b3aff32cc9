import type { DocsPageModel } from '../docsPage/types';
import { Demo } from './demo/Demo';
import { DemoThemeProvider } from './demo/DemoThemeProvider';
import { MarkdownBody } from './MarkdownBody';

/** A page's body: Markdown HTML chunks and live demos, in order. */
export function PageBody({ page, productName }: { page: DocsPageModel; productName: string }) {
  const hasDemos = page.body.some((block) => block.type === 'demo');
  return (
    <div className="page-body">
      {hasDemos ? <DemoThemeProvider withStyles /> : null}
      {page.body.map((block, index) =>
        block.type === 'html' ? (
          // Markdown typography applies to Markdown only, never inside a demo.
          <MarkdownBody key={index} className="markdown-body" dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : (
          <DemoThemeProvider key={index}>
            <Demo demo={block.demo} productName={productName} />
          </DemoThemeProvider>
        ),
      )}
    </div>
  );
}
