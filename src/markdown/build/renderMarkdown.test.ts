import { describe, expect, it } from 'vitest';
import { renderMarkdown, type RenderedMarkdown } from './renderMarkdown';

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
  return rendered.blocks.map((block) => (block.type === 'html' ? block.html : block.type === 'demo' ? `[demo ${block.directive.demo}]` : block.type === 'component' ? `[component ${block.name}]` : `[api ${block.pathname}]`)).join('\n');
}

function render(source: string, language: 'en' | 'zh' = 'en', assetExists?: (path: string) => boolean) {
  return renderMarkdown(source, { location: 'content/x/index.md', language, assetExists });
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

  it('falls back to the h1 and the first paragraph without front matter', () => {
    const plain = render('# Plain title\n\nPlain description.\n\n## Part\n');
    expect(plain.title).toBe('Plain title');
    expect(plain.description).toBe('Plain description.');
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
    expect(() => render('# T\n\nD.\n\n:::danger\nx\n:::\n')).toThrow('content/x/index.md: Unknown callout ":::danger"');
  });

  it('highlights fenced code and says the page has code', () => {
    expect(rendered.hasCode).toBe(true);
    expect(html(rendered)).toContain('class="MuiCode-root"');
    expect(html(rendered)).toContain('class="token');
    expect(render('# T\n\nD.\n').hasCode).toBe(false);
  });

  it('keeps internal links inside /zh/ on Chinese pages', () => {
    expect(html(render(page, 'zh'))).toContain('href="/zh/material-ui/react-button/"');
    expect(html(render(page, 'zh'))).toContain('href="https://example.com/"');
    expect(html(rendered)).toContain('href="/material-ui/react-button/"');
  });

  it('pairs light and dark images and checks that they exist', () => {
    const source = '# T\n\nD.\n\n![A chart](/static/images/chart-light.png)\n';
    const both = html(render(source, 'en', () => true));
    expect(both).toContain('<img src="/static/images/chart-light.png" alt="A chart" loading="lazy" class="only-light-mode">');
    expect(both).toContain('<img src="/static/images/chart-dark.png" alt="A chart" loading="lazy" class="only-dark-mode">');
    expect(() => render(source, 'en', (path) => !path.includes('-dark'))).toThrow(
      'content/x/index.md: The image /static/images/chart-light.png has no dark variant /static/images/chart-dark.png.',
    );
    expect(() => render('# T\n\nD.\n\n![x](/static/nope.png)\n', 'en', () => false)).toThrow('The image /static/nope.png does not exist');
  });

  it('escapes markup written as text', () => {
    const out = html(render('# T\n\nUse `<Button>` and <script>alert(1)</script>.\n'));
    expect(out).toContain('<code>&#x3C;Button></code>');
    expect(out).not.toContain('<script>');
  });

  describe('fails the build, naming the file', () => {
    const cases: Array<[string, string, RegExp | string]> = [
      ['no title', 'Just text.\n', 'content/x/index.md: Missing title in the page.'],
      ['no description', '---\ntitle: T\n---\n', 'content/x/index.md: Missing description in the page.'],
      ['a title over 70 characters', `---\ntitle: ${'t'.repeat(71)}\ndescription: D.\n---\n`, /content\/x\/index\.md: The title is 71 characters long, over 70/],
      ['a description over 170 characters', `---\ntitle: T\ndescription: ${'d'.repeat(171)}\n---\n`, /content\/x\/index\.md: The description is 171 characters long, over 170/],
      ['an internal link without its trailing slash', '# T\n\nSee [x](/material-ui/react-button).\n', 'content/x/index.md: The link "/material-ui/react-button" is missing its trailing slash.'],
      ['a link without its leading slash', '# T\n\nSee [x](material-ui/react-button/).\n', 'content/x/index.md: The link "material-ui/react-button/" is missing its leading slash.'],
      ['a duplicated slash', '# T\n\nSee [x](/material-ui//react-button/).\n', /has a duplicated slash/],
      ['an h3 before any h2', '# T\n\nD.\n\n### Orphan\n', 'content/x/index.md: Missing parent level for: Orphan'],
      ['invalid front matter', '---\ntitle: [unclosed\n---\n# T\n', /content\/x\/index\.md: invalid front matter/],
      ['a malformed demo directive', '# T\n\nD.\n\n{{"demo": BasicButtons}}\n', /content\/x\/index\.md: Invalid demo directive/],
      ['an unknown demo option', '# T\n\nD.\n\n{{"demo": "A.tsx", "colour": 1}}\n', /Unknown demo option "colour"/],
      ['hideToolbar with defaultCodeOpen', '# T\n\nD.\n\n{{"demo": "A.tsx", "hideToolbar": true, "defaultCodeOpen": true}}\n', /cannot combine "hideToolbar" with "defaultCodeOpen"/],
    ];
    for (const [name, source, message] of cases) {
      it(name, () => {
        expect(() => render(source)).toThrow(message);
      });
    }
  });

  it('accepts links to files, anchors and other sites', () => {
    expect(() => render('# T\n\nD [a](/feed/blog/rss.xml) [b](#first) [c](mailto:a@b.c) [d](/material-ui/react-button/#props).\n')).not.toThrow();
  });
});
