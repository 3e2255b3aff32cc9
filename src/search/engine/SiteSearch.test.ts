import { describe, expect, it } from 'vitest';
import { buildSearchChunk } from '../build/searchChunks';
import type { SearchRecord } from '../types';
import { MAX_HITS_PER_GROUP, SiteSearch } from './SiteSearch';

let nextId = 0;
function record(overrides: Partial<SearchRecord> & Pick<SearchRecord, 'href' | 'page'>): SearchRecord {
  const kind = overrides.kind ?? 'page';
  const isPage = kind === 'page' || kind === 'api';
  const titles = isPage ? overrides.page : '';
  // As the build names a page: its drawer title and its h1.
  const names = isPage ? [...new Set([overrides.titles ?? titles, overrides.page])].join('\n') : undefined;
  return { id: nextId++, kind, hash: '', heading: '', product: 'material-ui', titles, keywords: '', text: '', names, ...overrides };
}

const RECORDS: SearchRecord[] = [
  record({ href: '/material-ui/react-button/', page: 'Button', keywords: 'React Button component', text: 'Buttons let people act.' }),
  record({ href: '/material-ui/react-button/', page: 'Button', kind: 'heading', hash: 'sizes', heading: 'Sizes', text: 'A button comes in small, medium and large.' }),
  record({ href: '/material-ui/react-button/', page: 'Button', kind: 'heading', hash: 'loading-button', heading: 'Loading button', text: 'Shows progress.' }),
  record({ href: '/material-ui/react-dialog/', page: 'Dialog', text: 'Dialogs interrupt with a decision; the actions are buttons.' }),
  record({ href: '/material-ui/api/button/', page: 'Button API', kind: 'api', keywords: 'Button' }),
  record({ href: '/material-ui/api/button/', page: 'Button API', kind: 'prop', hash: 'props-disableElevation', heading: 'disableElevation', keywords: 'disable Elevation', text: 'If true, no elevation is used.' }),
  record({ href: '/material-ui/api/button/', page: 'Button API', kind: 'class', hash: 'classes-root', heading: '.MuiButton-root', keywords: 'Mui Button root' }),
  record({ href: '/joy-ui/react-button/', page: 'Button', product: 'joy-ui', text: 'Buttons let people act.' }),
  record({ href: '/material-ui/customization/dark-mode/', page: 'Dark mode', text: 'A dark palette.' }),
  record({ href: '/zh/material-ui/getting-started/installation/', page: '安装 Material UI', text: '使用 npm 安装核心包。' }),
  // An untranslated page: an English h1, and its Chinese name from the drawer.
  record({ href: '/zh/material-ui/react-slider/', page: 'Slider', titles: '滑块', keywords: 'Slider', text: 'Sliders pick a value.' }),
  record({ href: '/zh/joy-ui/react-slider/', page: '滑块', product: 'joy-ui', text: '' }),
];

function loaded(chunks: Array<'titles' | 'api' | 'text'> = ['titles', 'api', 'text']): SiteSearch {
  const search = new SiteSearch();
  // Through JSON, as the browser receives the chunks.
  for (const chunk of chunks) expect(search.addChunk(JSON.parse(JSON.stringify(buildSearchChunk(chunk, RECORDS))))).toBe(true);
  return search;
}

const firstHref = (search: SiteSearch, query: string, product: Parameters<SiteSearch['hits']>[1] = null) => search.hits(query, product)[0]?.href;

describe('SiteSearch', () => {
  it('finds a component page by its name, its page ahead of its sections and of its API page', () => {
    const search = loaded();
    expect(firstHref(search, 'button', 'material-ui')).toBe('/material-ui/react-button/');
    const hrefs = search.hits('button', 'material-ui').map((hit) => hit.href);
    expect(hrefs.indexOf('/material-ui/react-button/')).toBeLessThan(hrefs.indexOf('/material-ui/api/button/'));
  });

  it("ranks the reader's product first", () => {
    const search = loaded();
    expect(firstHref(search, 'button', 'joy-ui')).toBe('/joy-ui/react-button/');
    expect(search.search('button', 'joy-ui')[0]?.product).toBe('joy-ui');
    expect(search.search('button', 'material-ui')[0]?.product).toBe('material-ui');
  });

  it('finds API members by name, by a word of the name, and classes by their global name', () => {
    const search = loaded();
    expect(firstHref(search, 'disableElevation')).toBe('/material-ui/api/button/#props-disableElevation');
    expect(firstHref(search, 'elevation')).toBe('/material-ui/api/button/#props-disableElevation');
    expect(firstHref(search, 'MuiButton-root')).toBe('/material-ui/api/button/#classes-root');
    // Pages and members come from two chunks, each numbering its records from 0: their hits keep distinct ids.
    const hits = search.hits('button', null);
    expect(hits.some((hit) => hit.kind === 'class') && hits.some((hit) => hit.kind === 'page')).toBe(true);
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length);
  });

  it('matches the word being typed as a prefix, a misspelt long word, and every word of a phrase', () => {
    const search = loaded();
    expect(firstHref(search, 'dialo')).toBe('/material-ui/react-dialog/');
    expect(firstHref(search, 'diallog')).toBe('/material-ui/react-dialog/');
    expect(firstHref(search, 'button sizes', 'material-ui')).toBe('/material-ui/react-button/#sizes');
    expect(firstHref(search, 'dark mode')).toBe('/material-ui/customization/dark-mode/');
  });

  it('answers the first letters from titles alone, and ignores a one-letter last word', () => {
    const search = loaded();
    const hits = search.hits('di', null);
    expect(hits.map((hit) => hit.href)).toContain('/material-ui/react-dialog/');
    // The body text and API names wait for a third letter: "disableElevation" is not among them yet.
    expect(hits.every((hit) => hit.kind === 'page' || hit.kind === 'api' || hit.kind === 'heading')).toBe(true);
    expect(firstHref(search, 'dis')).toBe('/material-ui/api/button/#props-disableElevation');
    expect(search.hits('dark m', null)).toEqual(search.hits('dark', null));
  });

  it('finds Chinese words inside Chinese text', () => {
    const search = loaded();
    expect(firstHref(search, '安装')).toBe('/zh/material-ui/getting-started/installation/');
    expect(firstHref(search, '核心包')).toBe('/zh/material-ui/getting-started/installation/');
    expect(firstHref(search, '滑块', 'material-ui')).toBe('/zh/material-ui/react-slider/');
  });

  it('answers from the titles chunk alone, and finds body text once the text chunk arrives', () => {
    const titles = loaded(['titles']);
    expect(firstHref(titles, 'dialog')).toBe('/material-ui/react-dialog/');
    expect(titles.hits('decision', null)).toEqual([]);
    expect(titles.hits('disableElevation', null)).toEqual([]);
    expect(titles.complete).toBe(false);
    const all = loaded();
    expect(firstHref(all, 'decision')).toBe('/material-ui/react-dialog/');
    expect(all.complete).toBe(true);
  });

  it('groups hits by product and page, the page itself first, a few hits per page', () => {
    const sections = loaded().search('button', 'material-ui');
    const material = sections[0]!;
    expect(material.product).toBe('material-ui');
    const buttonPage = material.groups.find((group) => group.href === '/material-ui/react-button/')!;
    expect(buttonPage.hits[0]?.kind).toBe('page');
    expect(buttonPage.hits.length).toBeLessThanOrEqual(MAX_HITS_PER_GROUP);
    expect(new Set(sections.map((section) => section.product)).size).toBe(sections.length);
  });

  it('puts a page whose title is the query before any section or member that mentions it more', () => {
    const records = [
      record({ href: '/material-ui/api/list-item/', page: 'ListItem API', kind: 'prop', hash: 'props-button', heading: 'button', keywords: 'button', text: 'If true, the list item is a button (using ButtonBase). Button button button.' }),
      record({ href: '/material-ui/customization/theming/', page: 'Theming', keywords: 'theme', text: 'Customize the look.' }),
      record({ href: '/material-ui/guides/theme-scoping/', page: 'Theme scoping', text: 'A theme inside a theme, theme after theme.' }),
      record({ href: '/system/getting-started/the-sx-prop/', page: 'The sx prop', text: 'Style with sx.' }),
      record({ href: '/material-ui/migration/from-jss/', page: 'From JSS', kind: 'heading', hash: 'to-sx', heading: 'makeStyles to sx', text: 'sx sx sx sx sx, sx and sx again with sx.' }),
      record({ href: '/zh/material-ui/react-button/', page: 'Button', titles: '按钮 · Button', names: '按钮\nButton', text: '按钮触发操作。' }),
    ];
    const search = new SiteSearch();
    for (const chunk of ['titles', 'api', 'text'] as const) search.addChunk(JSON.parse(JSON.stringify(buildSearchChunk(chunk, records))));
    const first = (query: string) => search.hits(query, 'material-ui')[0];
    expect(first('button')?.href).toBe('/zh/material-ui/react-button/');
    expect(first('button')?.exactTitle).toBe(true);
    // `theme` is Theming in its plain form; a page named "Theme scoping" only holds the word.
    expect(first('theme')?.href).toBe('/material-ui/customization/theming/');
    // No title is "sx": the page about it outweighs a section that says it more often.
    expect(first('sx')?.href).toBe('/system/getting-started/the-sx-prop/');
    expect(first('sx')?.exactTitle).toBeUndefined();
  });

  it('returns nothing for an empty or symbol-only query, and rejects what is not a chunk', () => {
    const search = loaded();
    expect(search.search('', null)).toEqual([]);
    expect(search.search('  ?!<>  ', null)).toEqual([]);
    expect(search.search('x'.repeat(5_000), null)).toEqual([]);
    expect(search.addChunk({ version: 0, chunk: 'titles', pages: [], index: {} })).toBe(false);
    // A chunk whose records and index disagree in count would point hits at the wrong records.
    const titles = JSON.parse(JSON.stringify(buildSearchChunk('titles', RECORDS))) as { records: { heading: string[] } };
    titles.records.heading.pop();
    expect(new SiteSearch().addChunk(titles)).toBe(false);
    expect(search.addChunk('<html>')).toBe(false);
    expect(search.addChunk(null)).toBe(false);
  });
});
