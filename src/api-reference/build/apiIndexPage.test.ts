import { describe, expect, it } from 'vitest';
import type { ApiPageEntry } from '../../navigation/types';
import type { ApiDoc } from '../types';
import { renderApiIndexPage, summaryOf } from './apiIndexPage';

const ENTRIES: ApiPageEntry[] = [
  { pathname: '/x/api/data-grid', title: 'Index', kind: 'index', group: 'API Reference' },
  { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', kind: 'component', plan: 'pro', group: 'Components' },
  { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/missing', title: 'Missing', kind: 'interface', group: 'Interfaces' },
];

const DOCS: Record<string, ApiDoc[]> = {
  '/x/api/data-grid/data-grid-pro': [
    {
      kind: 'component',
      name: 'DataGridPro',
      pathname: '/x/api/data-grid/data-grid-pro',
      packageName: '@mui/x-data-grid-pro',
      description: 'Demos:\n- [DataGridPro](https://example.com/)',
      props: [{}, {}, {}],
      slots: [{}],
      classes: [{}, {}],
    } as unknown as ApiDoc,
  ],
  '/x/api/data-grid/grid-col-def': [
    {
      kind: 'interface',
      name: 'GridColDef',
      pathname: '/x/api/data-grid/grid-col-def',
      packageName: '@mui/x-data-grid',
      description: 'Object passed to the [[GridColDef]] `renderCell` <b>callback</b>. Second sentence.',
      properties: [{}, {}],
    } as unknown as ApiDoc,
  ],
};

describe('summaryOf', () => {
  it('keeps the first sentence, code as code, links as their text, and escapes the rest', () => {
    expect(summaryOf('Object passed to the [[GridColDef]] `renderCell` <b>callback</b>. Second.')).toBe(
      'Object passed to the <code>GridColDef</code> <code>renderCell</code> &lt;b&gt;callback&lt;/b&gt;.',
    );
    expect(summaryOf('See [the guide](https://example.com/) for more')).toBe('See the guide for more');
  });

  it('has nothing to say for an empty description or a bare list of demos', () => {
    expect(summaryOf('')).toBe('');
    expect(summaryOf('Demos:\n- [DataGrid](https://example.com/)')).toBe('');
  });
});

describe('renderApiIndexPage', () => {
  const page = renderApiIndexPage('Data Grid', ENTRIES, (pathname) => DOCS[pathname] ?? [], 'en');

  it('lists each page with data under its group, with its plan, summary, package and counts', () => {
    expect(page.toc.map((entry) => entry.hash)).toEqual(['components', 'interfaces']);
    expect(page.html).toContain('<h2 id="components">Components');
    expect(page.html).toContain('<a href="/x/api/data-grid/data-grid-pro/"><code>&lt;DataGridPro /&gt;</code></a> <span class="api-index-plan">Pro plan</span>');
    expect(page.html).toContain('<code>@mui/x-data-grid-pro</code> · 3 props, 1 slot, 2 CSS classes');
    expect(page.html).toContain('<code>GridColDef</code></a> — Object passed to the <code>GridColDef</code>');
    expect(page.html).toContain('2 properties and methods');
    expect(page.html).toContain('has 2 pages');
  });

  it('leaves out the index itself and pages without generated data', () => {
    expect(page.html).not.toContain('Missing');
    expect(page.html).not.toContain('href="/x/api/data-grid/"');
  });

  it('links to the pages of the reader\'s language', () => {
    const zh = renderApiIndexPage('Data Grid', ENTRIES, (pathname) => DOCS[pathname] ?? [], 'zh');
    expect(zh.html).toContain('href="/zh/x/api/data-grid/grid-col-def/"');
  });
});
