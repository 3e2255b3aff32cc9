import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersForPath, HeadersFileError, matchesPattern, parseHeadersFile } from './headersFile';

const SAMPLE = `# comment line
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src https://a.example:8443

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable
/docs/:page/print
\tX-Robots-Tag: noindex
`;

describe('parseHeadersFile', () => {
  it('reads patterns, indented headers (tabs or spaces) and values holding colons', () => {
    expect(parseHeadersFile(SAMPLE)).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "default-src 'self'; img-src https://a.example:8443"],
        ],
      },
      { pattern: '/_next/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
      { pattern: '/docs/:page/print', headers: [['X-Robots-Tag', 'noindex']] },
    ]);
  });

  it('reads CRLF files and an empty file', () => {
    expect(parseHeadersFile('/a\r\n  X-A: 1\r\n')).toEqual([{ pattern: '/a', headers: [['X-A', '1']] }]);
    expect(parseHeadersFile('')).toEqual([]);
  });

  it.each([
    ['  X-A: 1\n', /line 1: a header comes before any path pattern/],
    ['/a\n  no colon here\n', /line 2: expected "Name: value"/],
    ['/a\n  Bad Name: 1\n', /line 2: expected "Name: value"/],
    ['/a\n  X-Empty:\n', /line 2: header X-Empty has no value/],
    ['a/b\n', /line 1: a path pattern starts with "\/"/],
    ['/a b\n', /line 1: a path pattern has no spaces/],
  ])('refuses %j', (text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(HeadersFileError);
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});

describe('formatHeadersFile', () => {
  it('writes what parseHeadersFile reads back', () => {
    const rules = parseHeadersFile(SAMPLE);
    const text = formatHeadersFile(rules, ['generated']);
    expect(text.startsWith('# generated\n\n/*\n  X-Frame-Options: DENY\n')).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules);
  });
});

describe('matchesPattern', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/a/b/c.js', true],
    ['/_next/static/*', '/_next/static/chunks/x.js', true],
    ['/_next/static/*', '/_next/data/x.json', false],
    ['/a', '/a', true],
    ['/a', '/a/', false],
    ['/docs/:page/', '/docs/button/', true],
    ['/docs/:page/', '/docs/a/b/', false],
    ['/file.js', '/fileXjs', false],
    ['/(a)+', '/(a)+', true],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe('headersForPath', () => {
  it('applies every matching rule and joins a header two rules set', () => {
    const rules = parseHeadersFile('/*\n  X-A: 1\n  Link: </a>\n/b/*\n  link: </b>\n  X-B: 2\n');
    expect(headersForPath(rules, '/b/c')).toEqual({ 'X-A': '1', Link: '</a>, </b>', 'X-B': '2' });
    expect(headersForPath(rules, '/c')).toEqual({ 'X-A': '1', Link: '</a>' });
    expect(headersForPath([], '/c')).toEqual({});
  });
});
