import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown';

const page = `---
title: A page
description: What the page is about.
---

# The page

A short description.

## First section

Text with [an internal link](/material-ui/react-button/) and [an external one](https://example.com/).

### Detail

## First section

## Second section
`;

describe('renderMarkdown', () => {
  const rendered = renderMarkdown(page, { location: 'content/x/index.md', language: 'en' });

  it('reads front matter, the h1 title and the description paragraph', () => {
    expect(rendered.frontMatter).toEqual({ title: 'A page', description: 'What the page is about.' });
    expect(rendered.title).toBe('The page');
    expect(rendered.description).toBe('A short description.');
    expect(rendered.html).not.toContain('<h1');
    expect(rendered.html).toContain('<p class="description">A short description.</p>');
  });

  it('gives h2 and h3 unique anchors and builds the table of contents', () => {
    expect(rendered.toc).toEqual([
      { hash: 'first-section', text: 'First section', children: [{ hash: 'detail', text: 'Detail', children: [] }] },
      { hash: 'first-section-2', text: 'First section', children: [] },
      { hash: 'second-section', text: 'Second section', children: [] },
    ]);
    expect(rendered.html).toContain('<h2 id="first-section-2">');
    expect(rendered.html).toContain('<a class="anchor-link" href="#detail" aria-labelledby="detail" tabindex="-1">');
  });

  it('keeps internal links inside /zh/ on Chinese pages', () => {
    const zh = renderMarkdown(page, { location: 'content/x/index.md', language: 'zh' });
    expect(zh.html).toContain('href="/zh/material-ui/react-button/"');
    expect(zh.html).toContain('href="https://example.com/"');
    expect(rendered.html).toContain('href="/material-ui/react-button/"');
  });

  it('rejects an h3 before any h2, naming the file', () => {
    expect(() => renderMarkdown('# T\n\n### Orphan\n', { location: 'content/y/index.md', language: 'en' })).toThrow(
      'content/y/index.md: Missing parent level for: Orphan',
    );
  });

  it('reports invalid front matter with the file name', () => {
    expect(() => renderMarkdown('---\ntitle: [unclosed\n---\n# T\n', { location: 'content/z/index.md', language: 'en' })).toThrow(
      /content\/z\/index\.md: invalid front matter/,
    );
  });

  it('escapes markup written as text', () => {
    const html = renderMarkdown('# T\n\nUse `<Button>` and <script>alert(1)</script>.\n', {
      location: 'content/w/index.md',
      language: 'en',
    }).html;
    expect(html).toContain('<code>&#x3C;Button></code>');
    expect(html).not.toContain('<script>');
  });
});
