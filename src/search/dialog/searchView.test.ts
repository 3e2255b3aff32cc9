import { describe, expect, it } from 'vitest';
import type { SearchResultSection } from '../types';
import { highlightSegments, optionCount, resultGroups, startGroups } from './searchView';

const marked = (title: string, query: string) =>
  highlightSegments(title, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightSegments', () => {
  it('marks the starts of words that begin with a typed word, keeping the title intact', () => {
    expect(marked('Button group', 'butt')).toBe('[Butt]on group');
    expect(marked('Basic button', 'button basic')).toBe('[Basic] [button]');
    expect(marked('disableElevation', 'elevation')).toBe('disable[Elevation]');
    expect(marked('Rebutton', 'button')).toBe('Rebutton');
    expect(marked('安装 Material UI', '安装')).toBe('[安装] Material UI');
    expect(marked('Sizes', '')).toBe('Sizes');
    expect(marked('<b>Sizes</b>', 'b')).toBe('<[b]>Sizes</[b]>');
  });
});

describe('option groups', () => {
  const sections: SearchResultSection[] = [
    {
      product: 'joy-ui',
      groups: [
        {
          href: '/joy-ui/react-button/',
          page: 'Button',
          product: 'joy-ui',
          hits: [
            { id: 1, kind: 'page', href: '/joy-ui/react-button/', page: 'Button', heading: '', product: 'joy-ui', score: 9 },
            { id: 2, kind: 'heading', href: '/joy-ui/react-button/#sizes', page: 'Button', heading: 'Sizes', product: 'joy-ui', score: 5 },
          ],
        },
      ],
    },
    {
      product: 'material-ui',
      groups: [
        {
          href: '/material-ui/api/button/',
          page: 'Button API',
          product: 'material-ui',
          hits: [{ id: 3, kind: 'prop', href: '/material-ui/api/button/#props-color', page: 'Button API', heading: 'color', product: 'material-ui', score: 2 }],
        },
      ],
    },
  ];

  it('numbers the options of every group in order, a page showing its title and a hit its heading', () => {
    const groups = resultGroups(sections);
    expect(groups.map((group) => group.label)).toEqual(['Button', 'Button API']);
    expect(groups.flatMap((group) => group.options.map((option) => [option.index, option.title]))).toEqual([
      [0, 'Button'],
      [1, 'Sizes'],
      [2, 'color'],
    ]);
    expect(optionCount(groups)).toBe(3);
  });

  it('offers recent choices before the quick links, and only the quick links when there are none', () => {
    const quick = [{ href: '/joy-ui/getting-started/', title: 'Joy UI', subtitle: 'Components', product: 'joy-ui' as const }];
    const recent = [{ kind: 'prop' as const, href: '/material-ui/api/button/#props-color', page: 'Button API', heading: 'color', product: 'material-ui' as const }];
    const labels = { recent: 'Recent', startWith: 'Start with' };
    const withRecent = startGroups(recent, quick, labels);
    expect(withRecent.map((group) => group.label)).toEqual(['Recent', 'Start with']);
    expect(withRecent[0]?.options[0]).toMatchObject({ index: 0, title: 'color', subtitle: 'Button API', recent: true, hit: recent[0] });
    expect(withRecent[1]?.options[0]).toMatchObject({ index: 1, title: 'Joy UI', subtitle: 'Components', recent: false, hit: null });
    expect(startGroups([], quick, labels).map((group) => group.label)).toEqual(['Start with']);
  });
});
