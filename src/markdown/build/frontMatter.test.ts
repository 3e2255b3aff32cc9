import { describe, expect, it } from 'vitest';
import { contentFile } from './contentMessages';
import { normalizeSource, readFrontMatter, splitFrontMatter } from './frontMatter';

const SOURCE = '---\ntitle: Button\ndescription: Buttons act.\ncomponents: Button, ButtonBase\n---\n\n# Button\n';

describe('splitFrontMatter', () => {
  it('separates the YAML from the body', () => {
    expect(splitFrontMatter(SOURCE)).toEqual({
      yaml: 'title: Button\ndescription: Buttons act.\ncomponents: Button, ButtonBase\n',
      body: '\n# Button\n',
      endLine: 5,
    });
  });

  it('reads a source with a byte-order mark and CRLF line ends the same way', () => {
    expect(splitFrontMatter(`\uFEFF${SOURCE.replace(/\n/g, '\r\n')}`)).toEqual(splitFrontMatter(SOURCE));
  });

  it('leaves a file without front matter whole', () => {
    expect(splitFrontMatter('# Title\n\n---\n\ntext\n')).toEqual({ yaml: null, body: '# Title\n\n---\n\ntext\n', endLine: 0 });
  });

  it('accepts empty front matter', () => {
    expect(splitFrontMatter('---\n---\nBody')).toEqual({ yaml: '', body: 'Body', endLine: 2 });
  });

  it('keeps line numbers when normalizing', () => {
    expect(normalizeSource('\uFEFFa\r\nb\rc\n').split('\n')).toEqual(['a', 'b', 'c', '']);
  });
});

describe('readFrontMatter', () => {
  it('reads the fields, sorting components and hooks, with the place of each', () => {
    const file = contentFile('x.md');
    const { data, places } = readFrontMatter(SOURCE, 'docs', file);
    expect(data).toEqual({ title: 'Button', description: 'Buttons act.', components: ['Button', 'ButtonBase'] });
    expect(places.components).toEqual({ line: 4, column: 1 });
    expect(file.messages).toEqual([]);
  });

  it('reads a blog post’s lists and date', () => {
    const file = contentFile('post.md');
    const { data } = readFrontMatter('---\ntitle: T\ndescription: D\ndate: 2024-01-15\nauthors: [ana, bo]\ntags: Joy UI, News\n---\n', 'blog', file);
    expect(data).toEqual({ title: 'T', description: 'D', date: '2024-01-15', authors: ['ana', 'bo'], tags: ['Joy UI', 'News'] });
    expect(file.messages).toEqual([]);
  });

  it('reports a field of the wrong type where it is written', () => {
    const file = contentFile('x.md');
    readFrontMatter('---\ntitle: T\ndescription: D\nhooks:\n  a: 1\n---\n', 'docs', file);
    expect(file.messages.map((message) => [message.line, message.column, message.reason])).toEqual([[4, 1, '"hooks" must be a list of names.']]);
  });

  it('reports a blog field on a docs page as unknown, listing the fields a docs page has', () => {
    const file = contentFile('x.md');
    readFrontMatter('---\ntitle: T\ndescription: D\n  \ndate: 2024-01-01\n---\n', 'docs', file);
    expect(file.messages).toHaveLength(1);
    expect(String(file.messages[0])).toBe('x.md:5:1: Unknown front matter field "date".');
    expect(file.messages[0]?.note).toBe('The fields of a docs page are title, description, components, hooks, githubLabel, packageName, playground.');
  });
});
