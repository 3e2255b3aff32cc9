import { describe, expect, it } from 'vitest';
import { pathnameToLanguage } from './pathnameToLanguage';

describe('pathnameToLanguage', () => {
  it('reads the zh segment and keeps hash and query in canonicalAs', () => {
    expect(pathnameToLanguage('/zh/material-ui/react-button/#x')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/material-ui/react-button/#x',
      canonicalAsServer: '/material-ui/react-button/',
      canonicalPathname: '/material-ui/react-button',
    });
  });

  it('reads an explicit en segment and strips it', () => {
    expect(pathnameToLanguage('/en/system/getting-started/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/system/getting-started/',
      canonicalAsServer: '/system/getting-started/',
      canonicalPathname: '/system/getting-started',
    });
  });

  it('treats a path without a language segment as en and keeps it as is', () => {
    expect(pathnameToLanguage('/material-ui/react-button/?q=1#demo')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/material-ui/react-button/?q=1#demo',
      canonicalAsServer: '/material-ui/react-button/?q=1',
      canonicalPathname: '/material-ui/react-button/?q=1',
    });
  });

  it.each([
    ['/zh', '/'],
    ['/zh/', '/'],
    ['/en/', '/'],
  ])('maps the bare language root %s to canonicalAs %s', (input, canonicalAs) => {
    const result = pathnameToLanguage(input);
    expect(result.canonicalAs).toBe(canonicalAs);
    expect(result.canonicalAsServer).toBe('/');
    expect(result.canonicalPathname).toBe('/');
  });

  it('keeps hash and query after a bare /zh', () => {
    expect(pathnameToLanguage('/zh#top')).toMatchObject({ userLanguage: 'zh', canonicalAs: '/#top', canonicalAsServer: '/' });
    expect(pathnameToLanguage('/zh?a=b')).toMatchObject({ userLanguage: 'zh', canonicalAs: '/?a=b' });
  });

  it.each(['/zhfoo', '/zhfoo/bar/', '/fr/x/', '/de', '/', '/ZH/x/', '/enx/'])(
    'does not treat %s as a language segment',
    (input) => {
      const result = pathnameToLanguage(input);
      expect(result.userLanguage).toBe('en');
      expect(result.canonicalAs).toBe(input);
    },
  );

  it('maps a leading /api segment to /api-docs and drops the trailing slash', () => {
    expect(pathnameToLanguage('/api/button/').canonicalPathname).toBe('/api-docs/button');
    expect(pathnameToLanguage('/zh/api/button/').canonicalPathname).toBe('/api-docs/button');
    expect(pathnameToLanguage('/api').canonicalPathname).toBe('/api-docs');
  });

  it('does not map /api when it is not a whole leading segment', () => {
    expect(pathnameToLanguage('/apifoo/').canonicalPathname).toBe('/apifoo');
    expect(pathnameToLanguage('/material-ui/api/button/').canonicalPathname).toBe('/material-ui/api/button');
  });

  it('drops only one trailing slash and never the root slash', () => {
    expect(pathnameToLanguage('/').canonicalPathname).toBe('/');
    expect(pathnameToLanguage('/a//').canonicalPathname).toBe('/a/');
    expect(pathnameToLanguage('/a').canonicalPathname).toBe('/a');
  });

  describe('hostile input', () => {
    it('handles a very long path without throwing', () => {
      const long = `/${'a/'.repeat(50_000)}`;
      const result = pathnameToLanguage(long);
      expect(result.userLanguage).toBe('en');
      expect(result.canonicalAs).toBe(long);
      expect(result.canonicalPathname).toBe(long.slice(0, -1));

      const longZh = `/zh${long}`;
      expect(pathnameToLanguage(longZh)).toMatchObject({ userLanguage: 'zh', canonicalAs: long });
    });

    it.each(['/%3Cscript%3Ealert(1)%3C/script%3E', '//evil.com', '//evil.com/zh/', '', '/..', '\0', '/ zh/', 'zh/'])(
      'returns en for %j without throwing',
      (input) => {
        let result: ReturnType<typeof pathnameToLanguage> | undefined;
        expect(() => {
          result = pathnameToLanguage(input);
        }).not.toThrow();
        expect(result?.userLanguage).toBe('en');
        expect(result?.canonicalAs).toBe(input);
      },
    );

    it('keeps an encoded script tag inert after a zh prefix', () => {
      expect(pathnameToLanguage('/zh/%3Cscript%3E')).toMatchObject({
        userLanguage: 'zh',
        canonicalAs: '/%3Cscript%3E',
      });
    });
  });
});
