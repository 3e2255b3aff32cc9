import { describe, expect, it } from 'vitest';
import { inlineMarkdownToHtml, localHref, MOVED_SECTIONS } from './inlineMarkdown';

const PAGES = new Set(['/material-ui/react-card', '/material-ui/customization/palette', '/joy-ui/react-stack', '/material-ui/api/button']);
const hasPage = (pathname: string) => PAGES.has(pathname);
const anchorsOf = (pathname: string) =>
  ({ '/material-ui/react-card': new Set(['media']), '/joy-ui/react-stack': new Set<string>() })[pathname] ?? null;

describe('inlineMarkdownToHtml', () => {
  it('links to this site when it has the page, and out (noopener) when not', () => {
    expect(inlineMarkdownToHtml('[a](https://mui.com/material-ui/react-card/#media)', hasPage, anchorsOf)).toBe('<p><a href="/material-ui/react-card/#media">a</a></p>');
    expect(inlineMarkdownToHtml('[b](https://mui.com/store/)', hasPage, anchorsOf)).toBe('<p><a href="https://mui.com/store/" rel="noopener">b</a></p>');
  });

  it('reads root-relative links as links to the original docs', () => {
    expect(inlineMarkdownToHtml('[a](/material-ui/react-card/#missing)', hasPage, anchorsOf)).toBe('<p><a href="/material-ui/react-card/">a</a></p>');
    expect(inlineMarkdownToHtml('[b](/base-ui/getting-started/)', hasPage, anchorsOf)).toBe('<p><a href="https://mui.com/base-ui/getting-started/" rel="noopener">b</a></p>');
    expect(inlineMarkdownToHtml('[c](//cdn.example/x)', hasPage, anchorsOf)).toBe('<p><a href="//cdn.example/x" rel="noopener">c</a></p>');
  });

  it('renders a description it has parsed before for each site anew: links set for one never reach another', () => {
    const text = 'See [the card](https://mui.com/material-ui/react-card/) and `sx`.';
    const here = inlineMarkdownToHtml(text, hasPage, anchorsOf);
    const elsewhere = inlineMarkdownToHtml(text, () => false);
    expect(here).toBe('<p>See <a href="/material-ui/react-card/">the card</a> and <code>sx</code>.</p>');
    expect(elsewhere).toBe('<p>See <a href="https://mui.com/material-ui/react-card/" rel="noopener">the card</a> and <code>sx</code>.</p>');
    expect(inlineMarkdownToHtml(text, hasPage, anchorsOf)).toBe(here);
    expect(inlineMarkdownToHtml('The *same* text, twice.')).toBe(inlineMarkdownToHtml('The *same* text, twice.'));
  });

  it('escapes raw HTML', () => {
    expect(inlineMarkdownToHtml('<img src=x onerror=alert(1)>')).not.toContain('<img');
  });
});

describe('localHref', () => {
  it('keeps a section the page has, and any hash of a page whose anchors are unknown', () => {
    expect(localHref('/material-ui/react-card', '#media', anchorsOf)).toBe('/material-ui/react-card/#media');
    expect(localHref('/material-ui/api/button', '#props', anchorsOf)).toBe('/material-ui/api/button/#props');
    expect(localHref('/material-ui/react-card', '', anchorsOf)).toBe('/material-ui/react-card/');
  });

  it('drops a hash the page lacks, keeping the query', () => {
    expect(localHref('/joy-ui/react-stack', '#limitations', anchorsOf)).toBe('/joy-ui/react-stack/');
    expect(localHref('/material-ui/react-card', '?a=1#missing', anchorsOf)).toBe('/material-ui/react-card/?a=1');
  });

  it('sends moved sections to their new place', () => {
    expect(localHref('/material-ui/customization/palette', '#custom-colors', anchorsOf)).toBe(MOVED_SECTIONS['/material-ui/customization/palette#custom-colors']);
    expect(localHref('/material-ui/react-button', '#floating-action-buttons')).toBe('/material-ui/react-floating-action-button/');
  });
});
