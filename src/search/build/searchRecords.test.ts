import { describe, expect, it } from 'vitest';
import { loadDocsPage } from '../../docsPage/build/loadDocsPage';
import type { TocEntry } from '../../docsPage/types';
import { htmlToText, SearchRecordList, splitSections } from './searchRecords';

const HTML = `<p class="description">Buttons let people <em>act</em>.</p>
<h2 id="basic-button">Basic button<a class="anchor-link" href="#basic-button"><span>#</span></a></h2>
<p>Use <code>variant</code> to pick a style.</p>
<div class="MuiCode-root"><pre><code>import Button from '@mui/material/Button';</code></pre><button>Copy</button></div>
<ul><li>one</li><li>two</li></ul>
<h3 id="sizes">Sizes</h3><table><tr><td>small</td><td>large</td></tr></table>
<h4 id="deep">Deeper</h4><p>still sizes</p>`;

describe('splitSections', () => {
  it('splits at h2 and h3, without code listings, buttons or anchor links', () => {
    expect(splitSections(HTML)).toEqual([
      { hash: null, heading: '', text: 'Buttons let people act.' },
      { hash: 'basic-button', heading: 'Basic button', text: 'Use variant to pick a style. one two' },
      { hash: 'sizes', heading: 'Sizes', text: 'small large Deeper still sizes' },
    ]);
  });

  it('reads text as a reader sees it', () => {
    expect(htmlToText('<p>a<em>b</em>c</p><p>d &amp; e</p>')).toBe('abc d & e');
  });
});

function hashesOf(toc: readonly TocEntry[]): string[] {
  return toc.flatMap((entry) => [entry.hash, ...hashesOf(entry.children)]);
}

describe('SearchRecordList', () => {
  it('indexes a component page, each heading under an anchor of its table of contents', async () => {
    const props = await loadDocsPage('/material-ui/react-button', 'en');
    const list = new SearchRecordList();
    list.addDocsPage(props, 'material-ui');
    const [page, ...headings] = list.records;
    expect(page).toMatchObject({ kind: 'page', href: '/material-ui/react-button/', page: 'Button', hash: '' });
    expect(page?.keywords).toContain('React Button component');
    expect(headings.length).toBeGreaterThan(5);
    const anchors = new Set(hashesOf(props.page.toc));
    for (const heading of headings) expect(anchors.has(heading.hash), heading.hash).toBe(true);
    expect(list.records.map((record) => record.id)).toEqual(list.records.map((_, index) => index));
  });

  it('indexes API members under the ids the API page gives them', async () => {
    const list = new SearchRecordList();
    list.addDocsPage(await loadDocsPage('/material-ui/api/button', 'en'), 'material-ui');
    expect(list.records[0]).toMatchObject({ kind: 'api', page: 'Button API' });
    expect(list.records).toContainEqual(expect.objectContaining({ kind: 'prop', hash: 'props-disableElevation', heading: 'disableElevation', keywords: 'disable Elevation' }));
    expect(list.records).toContainEqual(expect.objectContaining({ kind: 'class', hash: 'classes-root', heading: '.MuiButton-root' }));
  });

  it('indexes a Data Grid page\'s slots and CSS classes under their anchors', async () => {
    const list = new SearchRecordList();
    list.addDocsPage(await loadDocsPage('/x/api/data-grid/data-grid-premium', 'en'), 'x-data-grid');
    expect(list.records).toContainEqual(expect.objectContaining({ kind: 'slot', hash: 'slots-columnMenuAggregationIcon', heading: 'columnMenuAggregationIcon' }));
    expect(list.records).toContainEqual(expect.objectContaining({ kind: 'class', hash: 'classes-cell--editing', heading: '.MuiDataGrid-cell--editing' }));
    expect(list.records.filter((record) => record.kind === 'slot').length).toBeGreaterThan(60);
    expect(list.records.filter((record) => record.kind === 'class').length).toBeGreaterThan(100);
  });

  it('indexes a Chinese page under /zh/, found by its Chinese navigation title and its English one', async () => {
    const list = new SearchRecordList();
    list.addDocsPage(await loadDocsPage('/material-ui/react-button', 'zh'), 'material-ui');
    expect(list.records[0]?.href).toBe('/zh/material-ui/react-button/');
    expect(list.records[0]?.page).toBe('Button');
    expect(list.records[0]?.titles).toMatch(/^\p{Script=Han}+ · Button$/u);
    expect(list.records[0]?.keywords).toContain('Button');
    expect(list.records[0]?.names?.split('\n')).toEqual(expect.arrayContaining(['Button']));
  });

  it('gives a page its names for exact matches: a product overview is named by the product, a title by its plain word forms', async () => {
    const list = new SearchRecordList();
    list.addDocsPage(await loadDocsPage('/x/react-data-grid', 'en'), 'x-data-grid');
    expect(list.records[0]?.names?.split('\n')).toContain('Data Grid');
    expect(list.records[0]?.titles).toContain('Data Grid');
    const theming = new SearchRecordList();
    theming.addDocsPage(await loadDocsPage('/material-ui/customization/theming', 'en'), 'material-ui');
    expect(theming.records[0]?.keywords.split(' ')).toContain('theme');
  });
});
