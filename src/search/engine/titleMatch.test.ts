import { describe, expect, it } from 'vitest';
import { titleMatch, titleWordForms, wordForms } from './titleMatch';

describe('wordForms', () => {
  it('gives the plain forms of -ing, -ed and plural words', () => {
    expect(wordForms('theming')).toEqual(expect.arrayContaining(['theming', 'theme']));
    expect(wordForms('pinning')).toEqual(expect.arrayContaining(['pin']));
    expect(wordForms('pinned')).toEqual(expect.arrayContaining(['pin']));
    expect(wordForms('pickers')).toEqual(['pickers', 'picker']);
    expect(wordForms('boxes')).toEqual(['boxes', 'box']);
    expect(wordForms('entries')).toEqual(['entries', 'entry']);
    expect(wordForms('class')).toEqual(['class']);
    expect(wordForms('按钮')).toEqual(['按钮']);
  });
});

describe('titleMatch', () => {
  it('is exact when a name is the query word for word, forms included', () => {
    expect(titleMatch('button', ['按钮', 'Button'])).toBe('exact');
    expect(titleMatch('Theme', ['Theming'])).toBe('exact');
    expect(titleMatch('theming', ['Theming'])).toBe('exact');
    expect(titleMatch('data grid', ['Overview', 'MUI X Data Grid overview', 'Data Grid'])).toBe('exact');
    expect(titleMatch('column pinning', ['列固定', 'Column pinning'])).toBe('exact');
  });

  it('holds all words when a name has every query word, the last maybe typed in part', () => {
    expect(titleMatch('sx', ['The sx prop'])).toBe('all-words');
    expect(titleMatch('theme', ['Theme scoping'])).toBe('all-words');
    expect(titleMatch('dark mo', ['Dark mode'])).toBe('all-words');
  });

  it('is none otherwise', () => {
    expect(titleMatch('theme', ['Button'])).toBe('none');
    expect(titleMatch('button', ['Button Group', 'ListItem'])).toBe('all-words');
    expect(titleMatch('date picker', ['Migration from @material-ui/pickers'])).toBe('none');
    expect(titleMatch('', ['Button'])).toBe('none');
  });
});

describe('titleWordForms', () => {
  it('lists the forms a title does not already hold', () => {
    expect(titleWordForms(['Theming']).split(' ')).toContain('theme');
    expect(titleWordForms(['Button'])).toBe('');
  });
});
