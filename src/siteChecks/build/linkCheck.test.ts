import { describe, expect, it } from 'vitest';
import type { Resolution } from '../../hosting/build/staticServer';
import { classifyUrl, cssUrls, fragmentResolves, problemOf, siteUrlsInText, urlsOfReference, type ExportIndex } from './linkCheck';

const ORIGIN = 'http://localhost:3000';

describe('classifyUrl', () => {
  it.each([
    ['/a/', '/x/', { kind: 'internal', request: '/a/', hash: null }],
    ['b/?q=1#h', '/x/', { kind: 'internal', request: '/x/b/?q=1', hash: 'h' }],
    ['../c/', '/x/y/', { kind: 'internal', request: '/x/c/', hash: null }],
    ['#top', '/x/', { kind: 'internal', request: '/x/', hash: 'top' }],
    ['#', '/x/', { kind: 'internal', request: '/x/', hash: null }],
    ['  /a/\n', '/x/', { kind: 'internal', request: '/a/', hash: null }],
    ['http://localhost:3000/zh/', '/x/', { kind: 'internal', request: '/zh/', hash: null }],
    ['https://github.com/mui', '/x/', { kind: 'external', url: 'https://github.com/mui' }],
    ['//cdn.example/x.js', '/x/', { kind: 'external', url: 'http://cdn.example/x.js' }],
    ['mailto:a@b.c', '/x/', { kind: 'ignored' }],
    ['data:image/png;base64,AA', '/x/', { kind: 'ignored' }],
    ['JavaScript:alert(1)', '/x/', { kind: 'invalid', reason: 'a javascript: URL (the Content-Security-Policy refuses it)' }],
    ['http://[bad', '/x/', { kind: 'invalid', reason: 'not a URL' }],
  ])('%j on %s', (raw, page, expected) => {
    expect(classifyUrl(raw, page, ORIGIN)).toEqual(expected);
  });
});

describe('urlsOfReference', () => {
  it('splits srcset candidates', () => {
    expect(urlsOfReference({ tag: 'img', attribute: 'srcset', value: '/a.png 1x,/b.png 2x , /c.png' })).toEqual(['/a.png', '/b.png', '/c.png']);
    expect(urlsOfReference({ tag: 'a', attribute: 'href', value: '/a, b/' })).toEqual(['/a, b/']);
  });
});

describe('fragmentResolves', () => {
  const ids = new Set(['café', '%C3%BCber', 'plain']);
  it('tries the fragment as written, then decoded, as browsers do', () => {
    expect(fragmentResolves('plain', ids)).toBe(true);
    expect(fragmentResolves('caf%C3%A9', ids)).toBe(true);
    expect(fragmentResolves('%C3%BCber', ids)).toBe(true);
    expect(fragmentResolves('missing', ids)).toBe(false);
    expect(fragmentResolves('%E0%A4%A', ids)).toBe(false);
  });
  it('needs no element for #top or a client-side route', () => {
    expect(fragmentResolves('TOP', ids)).toBe(true);
    expect(fragmentResolves('/inbox', ids)).toBe(true);
  });
});

describe('problemOf', () => {
  const files: Record<string, Resolution> = {
    '/a/': { kind: 'file', file: '/out/a/index.html', status: 200 },
    '/s.css': { kind: 'file', file: '/out/s.css', status: 200 },
    '/a': { kind: 'redirect', location: '/a/' },
    '/%E0': { kind: 'bad-request' },
  };
  const site: ExportIndex = {
    resolve: (request) => files[request] ?? { kind: 'file', file: '/out/404.html', status: 404 },
    idsOf: (file) => (file.endsWith('.html') ? new Set(['intro']) : null),
  };
  it('accepts pages, files and hashes that resolve', () => {
    expect(problemOf({ request: '/a/', hash: null }, site)).toBeNull();
    expect(problemOf({ request: '/a/', hash: 'intro' }, site)).toBeNull();
    expect(problemOf({ request: '/s.css', hash: 'whatever' }, site)).toBeNull();
  });
  it('names what is wrong', () => {
    expect(problemOf({ request: '/missing/', hash: null }, site)).toBe('no such page or file');
    expect(problemOf({ request: '/a', hash: null }, site)).toBe('redirects to /a/: internal links end with /');
    expect(problemOf({ request: '/%E0', hash: null }, site)).toMatch(/refuses/);
    expect(problemOf({ request: '/a/', hash: 'outro' }, site)).toBe('no element with id "outro" on /a/');
  });
});

describe('cssUrls and siteUrlsInText', () => {
  it('reads url() references, data URLs left out', () => {
    expect(cssUrls(`a{b:url(/x.woff2) format("woff2"),url( "y.png" ),url('data:image/png;base64,AA'),url(#f)}`)).toEqual(['/x.woff2', 'y.png']);
  });
  it('reads the site URLs of a text', () => {
    expect(siteUrlsInText('See [a](http://localhost:3000/a/) and http://localhost:3000 or https://other.example/x', ORIGIN)).toEqual(['http://localhost:3000/a/', 'http://localhost:3000']);
  });
});
