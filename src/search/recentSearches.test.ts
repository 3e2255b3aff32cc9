import { describe, expect, it } from 'vitest';
import { forgetSearch, MAX_RECENT_SEARCHES, parseRecentSearches, rememberSearch, type RecentSearch } from './recentSearches';

const hit = (href: string, overrides: Partial<RecentSearch> = {}): RecentSearch => ({ kind: 'page', href, page: 'Button', heading: '', product: 'material-ui', ...overrides });

describe('recent searches', () => {
  it('round-trips what was saved', () => {
    const list = [hit('/material-ui/react-button/'), hit('/joy-ui/api/button/#props-color', { kind: 'prop', heading: 'color', product: 'joy-ui' })];
    expect(parseRecentSearches(JSON.stringify(list))).toEqual(list);
  });

  it('moves a chosen hit to the front once and keeps the newest few', () => {
    let list: RecentSearch[] = [];
    for (let index = 0; index < MAX_RECENT_SEARCHES + 3; index += 1) list = rememberSearch(list, hit(`/page-${index}/`));
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]?.href).toBe(`/page-${MAX_RECENT_SEARCHES + 2}/`);
    list = rememberSearch(list, hit('/page-5/'));
    expect(list.map((entry) => entry.href).filter((href) => href === '/page-5/')).toHaveLength(1);
    expect(list[0]?.href).toBe('/page-5/');
    expect(forgetSearch(list, '/page-5/').some((entry) => entry.href === '/page-5/')).toBe(false);
  });

  it('drops whatever is not a remembered hit of this site', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"href":"/a/"}')).toEqual([]);
    expect(parseRecentSearches('x'.repeat(30_000))).toEqual([]);
    const hostile = [
      hit('javascript:alert(1)'),
      hit('//evil.example/'),
      hit('https://evil.example/'),
      hit('/ok/', { product: 'nope' as RecentSearch['product'] }),
      hit('/ok/', { kind: 'script' as RecentSearch['kind'] }),
      { ...hit('/ok/'), page: 42 },
      hit('/fine/', { page: '<img src=x onerror=alert(1)>' }),
    ];
    const parsed = parseRecentSearches(JSON.stringify(hostile));
    // Markup in a title is kept as text (React escapes it); only the well-formed entry survives.
    expect(parsed).toEqual([hit('/fine/', { page: '<img src=x onerror=alert(1)>' })]);
  });
});
