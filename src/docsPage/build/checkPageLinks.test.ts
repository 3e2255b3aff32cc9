import { describe, expect, it } from 'vitest';
import { contentFile, formatMessage } from '../../markdown/build/contentMessages';
import { renderMarkdown } from '../../markdown/build/renderMarkdown';
import { checkPageLinks, linkTarget, type LinkTargets } from './checkPageLinks';

const targets: LinkTargets = {
  pages: new Set(['/', '/material-ui/react-button', '/joy-ui/react-button', '/material-ui/api/button']),
  anchorsOf: (pathname) => (pathname === '/material-ui/react-button' ? new Set(['sizes', 'BasicButtons.tsx']) : null),
};

/** The messages the links of a page body get, formatted as the build prints them. */
function check(body: string): string[] {
  const rendered = renderMarkdown(`---\ntitle: T\ndescription: D.\n---\n${body}`, { location: 'content/joy-ui/x/index.md', language: 'en' });
  const file = contentFile('content/joy-ui/x/index.md');
  checkPageLinks(file, rendered.links, '/joy-ui/x', new Set(['usage']), targets);
  return file.messages.map(formatMessage);
}

describe('linkTarget', () => {
  it('reads the page and the hash, without language, query or trailing slash', () => {
    expect(linkTarget('/zh/material-ui/react-button/?q=1#sizes')).toEqual({ pathname: '/material-ui/react-button', hash: 'sizes' });
    expect(linkTarget('/')).toEqual({ pathname: '/', hash: null });
    expect(linkTarget('/a/#caf%C3%A9')).toEqual({ pathname: '/a', hash: 'café' });
    expect(linkTarget('/a/#100%')).toEqual({ pathname: '/a', hash: '100%' });
  });
});

describe('checkPageLinks', () => {
  it('matches anchors of non-ASCII headings, which are percent-encoded, however the link writes them', () => {
    const rendered = renderMarkdown('---\ntitle: T\ndescription: D.\n---\n[a](#café) [b](#caf%C3%A9)\n', { location: 'x.md', language: 'en' });
    const file = contentFile('x.md');
    checkPageLinks(file, rendered.links, '/x', new Set(['caf%C3%A9']), targets);
    expect(file.messages).toEqual([]);
  });

  it('accepts links to pages, their anchors, this page’s anchors, files and pages whose anchors are unknown', () => {
    expect(check('[a](/material-ui/react-button/) [b](/material-ui/react-button/#sizes) [c](#usage) [d](/feed/blog/rss.xml) [e](/material-ui/api/button/#props) [f](/)\n')).toEqual([]);
  });

  it('names the line and column of a link to no page, and the page likely meant', () => {
    expect(check('# T\n\nSee the [button](/material-ui/react-buton/) and\n[this](/joy-ui/button/).\n')).toEqual([
      'content/joy-ui/x/index.md:7:9: The link "/material-ui/react-buton/" leads to no page of the site.\n    → Did you mean /material-ui/react-button/ or /material-ui/api/button/ or /joy-ui/react-button/? Pages are listed in src/navigation/trees/.',
      'content/joy-ui/x/index.md:8:1: The link "/joy-ui/button/" leads to no page of the site.\n    → Did you mean /joy-ui/react-button/ or /material-ui/react-button/ or /material-ui/api/button/? Pages are listed in src/navigation/trees/.',
    ]);
    expect(check('[x](/base-ui/react-button/)\n')[0]).toContain('Did you mean /material-ui/react-button/ or /joy-ui/react-button/');
    expect(check('[x](/system/nothing-like-it/)\n')[0]).toContain('→ Link to a page listed in src/navigation/trees/, or add the page there first.');
  });

  it('names the line and column of a #hash that names no anchor of its page, with anchors it has', () => {
    expect(check('# T\n\n[a](/material-ui/react-button/#size)\n')).toEqual([
      'content/joy-ui/x/index.md:7:1: The link "/material-ui/react-button/#size" names no anchor of /material-ui/react-button/.\n    → Anchors are made from heading text (## Sizes → #sizes) and demo files (#BasicButtons.tsx). Its anchors include #sizes.',
    ]);
    expect(check('Text.\n\n[a](#usages)\n')[0]).toMatch(/^content\/joy-ui\/x\/index\.md:7:1: The link "#usages" names no anchor of this page\./);
  });
});
