import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { countCodeBlocks, rehypeCodeBlocks } from './rehypeCodeBlocks';

const BUTTON =
  '<button type="button" class="MuiCode-copy" data-ga-event-category="code" data-ga-event-action="copy-click" aria-label="Copy the code">' +
  'Copy <span class="MuiCode-copyKeypress"><span>(or</span> <span class="MuiCode-copyKey">Ctrl + </span>C<span>)</span></span></button>';

const MARKDOWN = [
  '# Title',
  '',
  '```tsx',
  'const a = <Button variant="contained">Hello</Button>;',
  '```',
  '',
  '```bash',
  'npm install @mui/material',
  '```',
  '',
  '```',
  'if (a < b) {}',
  '```',
  '',
  'Inline `code` stays as is.',
].join('\n');

function render(markdown: string) {
  const file = new VFile(markdown);
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeCodeBlocks).use(rehypeStringify);
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return { html: processor.stringify(tree, file), file, tree };
}

describe('rehypeCodeBlocks', () => {
  const { html, file, tree } = render(MARKDOWN);

  it('wraps a tsx block with the copy button', () => {
    expect(html).toContain(
      '<div class="MuiCode-root" data-language="tsx"><pre class="language-tsx" tabindex="0" dir="ltr"><code class="language-tsx"><span class="token keyword">const</span>',
    );
    expect(html).toContain(`</code></pre>${BUTTON}</div>`);
    expect(html).toContain('class="token tag"');
    expect(html).toContain('<span class="token class-name">Button</span>');
    expect(html).toContain('<span class="token attr-name">variant</span>');
  });

  it('wraps a bash block', () => {
    expect(html).toContain(
      '<div class="MuiCode-root" data-language="bash"><pre class="language-bash" tabindex="0" dir="ltr"><code class="language-bash"><span class="token function">npm</span>',
    );
    expect(html.split(BUTTON)).toHaveLength(4);
  });

  it('escapes < in code', () => {
    expect(html).not.toContain('<Button');
    expect(html).toMatch(/(&#x3C;|&lt;)<\/span><span class="token class-name">Button/);
    expect(html).toMatch(/if \(a (&#x3C;|&lt;) b\) {}/);
  });

  it('wraps a block without language as a text block with the copy button, inline code untouched', () => {
    expect(html).toMatch(
      /<div class="MuiCode-root" data-language="text"><pre class="language-text" tabindex="0" dir="ltr"><code class="language-text">if \(a (&#x3C;|&lt;) b\) {}\n<\/code><\/pre><button/,
    );
    expect(html).not.toContain('<pre><code>');
    expect(html).toContain('<code>code</code>');
  });

  it('records that the page has code', () => {
    expect(file.data.hasCode).toBe(true);
    expect(countCodeBlocks(tree)).toBe(3);
  });

  it('does not set hasCode without code blocks', () => {
    const result = render('Only `inline` code.');
    expect(result.file.data.hasCode).toBeUndefined();
    expect(countCodeBlocks(result.tree)).toBe(0);
  });

  it('normalizes aliases and unknown languages', () => {
    expect(render('```sh\nls\n```').html).toContain('<div class="MuiCode-root" data-language="bash"><pre class="language-bash" tabindex="0" dir="ltr">');
    expect(render('```ts\nlet a\n```').html).toContain('data-language="typescript"');
    expect(render('```cobol\nA < B\n```').html).toContain(
      '<div class="MuiCode-root" data-language="text"><pre class="language-text" tabindex="0" dir="ltr"><code class="language-text">A &#x3C; B\n</code></pre>',
    );
  });

  it('is idempotent', () => {
    const again = unified().use(rehypeCodeBlocks).runSync(structuredClone(tree), new VFile()) as Root;
    expect(countCodeBlocks(again)).toBe(3);
    expect(unified().use(rehypeStringify).stringify(again)).toBe(html);
  });
});
