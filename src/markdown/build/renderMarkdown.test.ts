import { describe, expect, it } from 'vitest';
import { ContentError } from './contentMessages';
import { renderMarkdown, type HeadingRef, type RenderedMarkdown } from './renderMarkdown';

const page = `---
title: A page
description: What the page is about.
components: Button, Alert
---

# The page

A short description.

## First section

Text with [an internal link](/material-ui/react-button/) and [an external one](https://example.com/).

### Detail

{{"demo": "BasicButtons.tsx"}}

## First section

:::warning
Careful with **this**.
:::

## Second section

\`\`\`tsx
const a = <Button />;
\`\`\`

{{"demo": "FancyButton", "defaultCodeOpen": true}}

Trailing text at 10:30 and a:b.
`;

function html(rendered: RenderedMarkdown): string {
  return rendered.blocks.map((block) => (block.type === 'html' ? block.html : block.type === 'demo' ? `[demo ${block.directive.demo}]` : block.type === 'component' ? `[component ${block.name}]` : block.type === 'playground' ? `[playground ${block.options.component}]` : `[api ${block.pathname}]`)).join('\n');
}

function render(source: string, language: 'en' | 'zh' = 'en', assetExists?: (path: string) => boolean) {
  return renderMarkdown(source, { location: 'content/x/index.md', language, assetExists });
}

/** A page with valid front matter (three lines) and `body` from line 5. */
const FRONT = '---\ntitle: T\ndescription: D.\n---\n';
const doc = (body: string) => `${FRONT}${body}`;

/** The messages a source fails with, as `line:column reason` (fix checked separately). */
function problemsOf(source: string, options: { englishHeadings?: readonly HeadingRef[]; kind?: 'docs' | 'blog' } = {}): ContentError {
  try {
    renderMarkdown(source, { location: 'content/x/index.zh.md', language: 'en', ...options });
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected the source to fail');
}

describe('renderMarkdown', () => {
  const rendered = render(page);

  it('reads front matter, the title and the description', () => {
    expect(rendered.frontMatter).toMatchObject({ title: 'A page', description: 'What the page is about.', components: ['Alert', 'Button'] });
    expect(rendered.title).toBe('A page');
    expect(rendered.description).toBe('What the page is about.');
    expect(html(rendered)).not.toContain('<h1');
    expect(html(rendered)).toContain('<p class="description">A short description.</p>');
  });

  it('keeps the h1 as the visible heading and marks the paragraph after it as the description', () => {
    const plain = render(doc('# Plain heading\n\nPlain description.\n\n## Part\n'));
    expect(plain.title).toBe('T');
    expect(plain.heading).toBe('Plain heading');
    expect(html(plain)).toContain('<p class="description">Plain description.</p>');
  });

  it('reads sources with a byte-order mark and CRLF line ends like any other', () => {
    const crlf = `\uFEFF${page.replace(/\n/g, '\r\n')}`;
    const fromCrlf = render(crlf);
    expect(fromCrlf.frontMatter).toEqual(rendered.frontMatter);
    expect(fromCrlf.toc).toEqual(rendered.toc);
    expect(html(fromCrlf)).toBe(html(rendered));
  });

  it('gives h2 and h3 unique anchors and builds the table of contents', () => {
    expect(rendered.toc).toEqual([
      { hash: 'first-section', text: 'First section', children: [{ hash: 'detail', text: 'Detail', children: [] }] },
      { hash: 'first-section-2', text: 'First section', children: [] },
      { hash: 'second-section', text: 'Second section', children: [] },
    ]);
    expect(html(rendered)).toContain('<h2 id="first-section-2">');
    expect(html(rendered)).toContain('<a class="anchor-link" href="#detail" aria-labelledby="detail" tabindex="-1">');
  });

  it('splits the body around demo directives, keeping their options', () => {
    const kinds = rendered.blocks.map((block) => block.type);
    expect(kinds).toEqual(['html', 'demo', 'html', 'demo', 'html']);
    const demos = rendered.blocks.flatMap((block) => (block.type === 'demo' ? [block.directive] : []));
    expect(demos).toEqual([
      { demo: 'BasicButtons.tsx', options: {} },
      { demo: 'FancyButton', options: { defaultCodeOpen: true } },
    ]);
  });

  it('renders callouts and keeps stray colons as text', () => {
    expect(html(rendered)).toContain('<aside class="MuiCallout-root MuiCallout-warning" data-severity="warning"><p>Careful with <strong>this</strong>.</p></aside>');
    expect(html(rendered)).toContain('Trailing text at 10:30 and a:b.');
    expect(() => render(doc('# T\n\nD.\n\n:::danger\nx\n:::\n'))).toThrow('content/x/index.md:9:1: Unknown callout ":::danger"');
  });

  it('highlights fenced code and says the page has code', () => {
    expect(rendered.hasCode).toBe(true);
    expect(html(rendered)).toContain('class="MuiCode-root"');
    expect(html(rendered)).toContain('class="token');
    expect(render(doc('# T\n\nD.\n')).hasCode).toBe(false);
  });

  it('keeps internal links inside /zh/ on Chinese pages', () => {
    expect(html(render(page, 'zh'))).toContain('href="/zh/material-ui/react-button/"');
    expect(html(render(page, 'zh'))).toContain('href="https://example.com/"');
    expect(html(rendered)).toContain('href="/material-ui/react-button/"');
  });

  it('pairs light and dark images and checks that they exist', () => {
    const source = doc('# T\n\nD.\n\n![A chart](/static/images/chart-light.png)\n');
    const both = html(render(source, 'en', () => true));
    expect(both).toContain('<img src="/static/images/chart-light.png" alt="A chart" loading="lazy" class="only-light-mode">');
    expect(both).toContain('<img src="/static/images/chart-dark.png" alt="A chart" loading="lazy" class="only-dark-mode">');
    expect(() => render(source, 'en', (path) => !path.includes('-dark'))).toThrow(
      'content/x/index.md:9:1: The image /static/images/chart-light.png has no dark variant /static/images/chart-dark.png.',
    );
    expect(() => render(doc('# T\n\nD.\n\n![x](/static/nope.png)\n'), 'en', () => false)).toThrow('content/x/index.md:9:1: The image /static/nope.png does not exist');
  });

  it('escapes markup written as text', () => {
    const out = html(render(doc('# T\n\nUse `<Button>` and <script>alert(1)</script>.\n')));
    expect(out).toContain('<code>&#x3C;Button></code>');
    expect(out).not.toContain('<script>');
  });

  it('places a generated table of MUI System properties for {{"systemProps": group}}', () => {
    const table = html(render(doc('# T\n\nD.\n\n{{"systemProps": "shadows"}}\n')));
    expect(table).toContain('<table class="MuiSystemProps-table" data-system-props="shadows" tabindex="0" aria-label="System properties of the shadows group">');
    expect(table).toContain('<code>boxShadow</code>');
    expect(table).toContain('<code>shadows</code>');
  });

  describe('fails with the file, line and column of each problem, and what to do', () => {
    // [name, source, line:column, reason, what the fix says]
    const cases: Array<[string, string, string, RegExp | string, RegExp | string]> = [
      ['no front matter', '# T\n\nJust text.\n', '1:1', 'The file has no front matter (it needs title, description).', /Start the file with a --- line/],
      ['front matter missing its description', '---\ntitle: T\n---\n# T\n', '3:1', 'The front matter is missing the field "description".', /Add a `description: …` line/],
      ['an empty title', '---\ntitle:\ndescription: D.\n---\n', '2:1', 'The front matter field "title" is empty.', /Give the page its title/],
      ['an unknown front matter field', '---\ntitle: T\ndescription: D.\ncomponent: Button\n---\n', '4:1', 'Unknown front matter field "component".', /components, hooks/],
      ['front matter that is not YAML', '---\ntitle: [unclosed\ndescription: D.\n---\n# T\n', '3:1', /The front matter is not valid YAML/, /one `field: value` per line/],
      ['a title over 70 characters', `---\ndescription: D.\ntitle: ${'t'.repeat(71)}\n---\n`, '3:1', 'The title is 71 characters long, over 70', /Shorten it/],
      ['a description over 170 characters', `---\ntitle: T\ndescription: ${'d'.repeat(171)}\n---\n`, '3:1', 'The description is 171 characters long, over 170', /Shorten it/],
      ['an internal link without its trailing slash', doc('# T\n\nSee [x](/material-ui/react-button).\n'), '7:5', 'The link "/material-ui/react-button" is missing its trailing slash.', 'Write /material-ui/react-button/'],
      ['a link without its leading slash', doc('# T\n\nSee [x](material-ui/react-button/).\n'), '7:5', 'The link "material-ui/react-button/" is missing its leading slash.', /\/material-ui\/react-button\//],
      ['a duplicated slash', doc('# T\n\nSee [x](/material-ui//react-button/).\n'), '7:5', /has a duplicated slash/, 'Write /material-ui/react-button/'],
      ['an h3 before any h2', doc('# T\n\nD.\n\n### Orphan\n'), '9:1', 'The h3 "Orphan" comes before any h2.', /Start the section with an h2/],
      ['a malformed demo directive', doc('# T\n\nD.\n\n{{"demo": BasicButtons}}\n'), '9:1', /Invalid demo directive/, /Write \{\{"demo": "Name.tsx"\}\}/],
      ['an unknown demo option', doc('# T\n\nD.\n\n{{"demo": "A.tsx", "colour": 1}}\n'), '9:1', /Unknown demo option "colour"/, /hideToolbar \(true\), defaultCodeOpen/],
      ['a demo option of the wrong type', doc('# T\n\nD.\n\n{{"demo": "A.tsx", "height": "300px"}}\n'), '9:1', 'The demo option "height" is "300px"; it takes a whole number of pixels (1–4000).', /options among/],
      ['a bg option that does not exist', doc('# T\n\nD.\n\n{{"demo": "A.tsx", "bg": "grey"}}\n'), '9:1', /"bg" is "grey"; it takes "outlined", "inline" or "playground"/, /options among/],
      ['hideToolbar with defaultCodeOpen', doc('# T\n\nD.\n\n{{"demo": "A.tsx", "hideToolbar": true, "defaultCodeOpen": true}}\n'), '9:1', /cannot combine "hideToolbar" with "defaultCodeOpen"/, /Write/],
      ['a directive inside a list', doc('# T\n\n- {{"demo": "A.tsx"}}\n'), '7:3', /Directives must stand on their own line/, /paragraph of its own/],
      ['an unknown callout', doc('# T\n\n:::tip\nx\n:::\n'), '7:1', 'Unknown callout ":::tip".', /:::info, :::success, :::warning, :::error/],
      ['an unknown system property group', doc('# T\n\nD.\n\n{{"systemProps": "colours"}}\n'), '9:1', /Unknown system property group "colours"/, /borders, display, flexbox/],
    ];
    for (const [name, source, place, reason, fix] of cases) {
      it(name, () => {
        const error = problemsOf(source);
        expect(error.message.startsWith(`content/x/index.zh.md:${place}`)).toBe(true);
        const [message] = error.messages;
        expect(message?.reason).toMatch(reason);
        expect(message?.note).toMatch(fix);
        expect(message?.fatal).toBe(true);
      });
    }

    it('lists every problem of the file at once, in order', () => {
      const error = problemsOf(doc('# T\n\nSee [x](/a).\n\n### Orphan\n\n{{"demo": "A.tsx", "bg": 1}}\n'));
      expect(error.messages.map((message) => `${message.line}:${message.column}`)).toEqual(['7:5', '9:1', '11:1']);
      expect(error.message.split('\n').filter((line) => /^content\//.test(line))).toHaveLength(3);
    });

    it('requires a blog post’s date', () => {
      const error = problemsOf('---\ntitle: T\ndescription: D.\n---\n', { kind: 'blog' });
      expect(error.message).toContain('content/x/index.zh.md:4:1: The front matter is missing the field "date".');
    });
  });

  describe('a translation keeps the English headings', () => {
    const english: HeadingRef[] = [
      { level: 2, text: 'Basics', hash: 'basics' },
      { level: 3, text: 'Sizes', hash: 'sizes' },
      { level: 2, text: 'Accessibility', hash: 'accessibility' },
    ];
    const zh = (body: string) => renderMarkdown(doc(body), { location: 'content/x/index.zh.md', language: 'zh', englishHeadings: english });

    it('takes the English anchors when the headings match', () => {
      const translated = zh('# 标题\n\n描述。\n\n## 基础\n\n### 尺寸\n\n## 无障碍\n');
      expect(translated.toc).toEqual([
        { hash: 'basics', text: '基础', children: [{ hash: 'sizes', text: '尺寸', children: [] }] },
        { hash: 'accessibility', text: '无障碍', children: [] },
      ]);
    });

    it('names the heading whose level differs', () => {
      const error = problemsOf(doc('# 标题\n\n描述。\n\n## 基础\n\n## 尺寸\n\n## 无障碍\n'), { englishHeadings: english });
      expect(error.messages).toHaveLength(1);
      expect(error.message).toContain('content/x/index.zh.md:11:1: This h2 "尺寸" is the second heading; in index.md the second heading is the h3 "Sizes".');
      expect(error.messages[0]?.note).toMatch(/same h2 and h3 headings as index.md/);
    });

    it('names the headings a translation is missing, after its last heading', () => {
      const error = problemsOf(doc('# 标题\n\n描述。\n\n## 基础\n'), { englishHeadings: english });
      expect(error.message).toContain('content/x/index.zh.md:9:6: The translation has 1 h2 and h3 headings; index.md has 3. Missing: h3 "Sizes", h2 "Accessibility".');
    });

    it('names a heading the English page does not have', () => {
      const error = problemsOf(doc('# 标题\n\n## 基础\n\n### 尺寸\n\n## 无障碍\n\n## 额外\n'), { englishHeadings: english });
      expect(error.message).toContain('content/x/index.zh.md:13:1: This h2 "额外" has no counterpart: index.md has only 3 h2 and h3 headings.');
    });
  });

  it('accepts links to files, anchors and other sites', () => {
    const result = render(doc('# T\n\n## First\n\nD [a](/feed/blog/rss.xml) [b](#first) [c](mailto:a@b.c) [d](/material-ui/react-button/#props).\n'));
    // Internal targets come back with their places, for the page loader to check against the site; the
    // headings' own anchor links are not among them.
    expect(result.links.map((link) => [link.href, link.place?.start.line, link.place?.start.column])).toEqual([
      ['/feed/blog/rss.xml', 9, 3],
      ['#first', 9, 27],
      ['/material-ui/react-button/#props', 9, 57],
    ]);
  });
});
