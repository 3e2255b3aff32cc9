import { describe, expect, it } from 'vitest';
import { isExternalHref, localizeHref, pathnameToHref } from './hrefs';

describe('isExternalHref', () => {
  it.each(['https://mui.com/', 'http://example.com', 'mailto:a@b.c', 'tel:+123', '//cdn.example.com/x.js', 'HTTPS://X.Y'])(
    'treats %s as external',
    (href) => {
      expect(isExternalHref(href)).toBe(true);
    },
  );

  it.each(['/', '/material-ui/', '/a/#b', '#hash', '?q=1', '/a:b/'])('treats %s as internal', (href) => {
    expect(isExternalHref(href)).toBe(false);
  });
});

describe('pathnameToHref', () => {
  it.each([
    ['/a', '/a/'],
    ['/a/', '/a/'],
    ['/a/#b', '/a/#b'],
    ['/a#b', '/a/#b'],
    ['/a?x=1', '/a/?x=1'],
    ['/a?x=1#b', '/a/?x=1#b'],
    ['/a/b/c', '/a/b/c/'],
    ['/', '/'],
    ['/material-ui/react-button', '/material-ui/react-button/'],
  ])('%s → %s', (input, expected) => {
    expect(pathnameToHref(input)).toBe(expected);
  });

  it('does not add a slash inside the hash or query', () => {
    expect(pathnameToHref('/a#b/c')).toBe('/a/#b/c');
    expect(pathnameToHref('/a?next=/b')).toBe('/a/?next=/b');
  });

  it.each(['https://mui.com/x', 'mailto:a@b.c', '//evil.com/a'])('leaves the external URL %s alone', (href) => {
    expect(pathnameToHref(href)).toBe(href);
  });
});

describe('localizeHref', () => {
  it('prefixes /zh for Chinese', () => {
    expect(localizeHref('/material-ui/react-button/', 'zh')).toBe('/zh/material-ui/react-button/');
    expect(localizeHref('/', 'zh')).toBe('/zh/');
  });

  it('leaves English hrefs unchanged', () => {
    expect(localizeHref('/material-ui/react-button/', 'en')).toBe('/material-ui/react-button/');
  });

  it('leaves external hrefs unchanged in every language', () => {
    expect(localizeHref('https://github.com/mui', 'zh')).toBe('https://github.com/mui');
    expect(localizeHref('//evil.com/x', 'zh')).toBe('//evil.com/x');
    expect(localizeHref('https://github.com/mui', 'en')).toBe('https://github.com/mui');
  });
});
