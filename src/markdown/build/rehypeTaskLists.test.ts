import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rehypeTaskLists } from './rehypeTaskLists';

const render = (markdown: string) =>
  String(unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTaskLists).use(rehypeStringify).processSync(markdown));

describe('rehypeTaskLists', () => {
  it('puts each checkbox and its text in a label', () => {
    expect(render('- [x] Write the **page**\n- [ ] Ship')).toContain(
      '<li class="task-list-item"><label><input type="checkbox" checked disabled> Write the <strong>page</strong></label></li>',
    );
  });

  it('leaves a nested list outside the label, and loose items work too', () => {
    expect(render('- [ ] Parent\n  - [x] Child')).toMatch(/<label><input type="checkbox" disabled> Parent\n?<\/label>\n?<ul class="contains-task-list">\n<li class="task-list-item"><label><input type="checkbox" checked disabled> Child<\/label>/);
    const loose = render('- [ ] Parent\n  - [x] Child\n\n- [ ] Loose\n');
    expect(loose).toContain('<p><label><input type="checkbox" disabled> Parent</label></p>\n<ul');
    expect(loose).toContain('<p><label><input type="checkbox" disabled> Loose</label></p>');
  });

  it('leaves plain lists alone', () => {
    expect(render('- a\n- b')).not.toContain('<label>');
  });
});
