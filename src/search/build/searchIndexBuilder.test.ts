import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocsPage } from '../../docsPage/build/loadDocsPage';
import { SearchIndexBuilder } from './searchIndexBuilder';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-builder-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const titlesOf = () => fs.readFileSync(path.join(out, 'static/search/en/titles.json'), 'utf8');
const textOf = () => fs.readFileSync(path.join(out, 'static/search/en/text.json'), 'utf8');

describe('SearchIndexBuilder', () => {
  it('replaces a page’s records when the page is added again (the dev server re-indexing a changed page)', async () => {
    const builder = new SearchIndexBuilder();
    const button = await loadDocsPage('/material-ui/react-button', 'en');
    const chip = await loadDocsPage('/material-ui/react-chip', 'en');
    builder.addDocsPage(button, 'material-ui');
    builder.addDocsPage(chip, 'material-ui');
    const [first] = builder.write(out);
    expect(builder.pageCount('en')).toBe(2);
    expect(textOf().toLowerCase()).not.toContain('zyxwvut');

    const edited = structuredClone(button);
    const firstHtml = edited.page.body.find((block) => block.type === 'html');
    if (firstHtml?.type === 'html') firstHtml.html += '<p>Zyxwvut is a word only the edited page has.</p>';
    builder.addDocsPage(edited, 'material-ui');
    const [second] = builder.write(out);
    expect(builder.pageCount('en')).toBe(2);
    expect(second?.records).toBe(first?.records);
    expect(textOf().toLowerCase()).toContain('zyxwvut');

    builder.removeDocsPage('/material-ui/react-chip', 'en');
    builder.write(out);
    expect(builder.pageCount('en')).toBe(1);
    expect(titlesOf()).not.toContain('/material-ui/react-chip/');
    expect(titlesOf()).toContain('/material-ui/react-button/');
  });

  it('leaves out the docs-infra experiments', async () => {
    const builder = new SearchIndexBuilder();
    builder.addDocsPage(await loadDocsPage('/experiments/docs/callouts', 'en'), 'docs-infra');
    expect(builder.pageCount('en')).toBe(0);
  });
});
