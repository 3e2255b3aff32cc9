import { describe, expect, it } from 'vitest';
import { checkLinkHref, checkTitleAndDescription } from './markdownChecks';

const GOOD_DESCRIPTION = 'A short description.';

describe('checkTitleAndDescription', () => {
  it('accepts a title and a description within the limits', () => {
    expect(checkTitleAndDescription('Button', GOOD_DESCRIPTION)).toEqual([]);
  });

  it('accepts a title of exactly 70 characters and rejects one of 71', () => {
    expect(checkTitleAndDescription('t'.repeat(70), GOOD_DESCRIPTION)).toEqual([]);
    const problems = checkTitleAndDescription('t'.repeat(71), GOOD_DESCRIPTION);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/title is 71 characters long, over 70/);
  });

  it('accepts a description of exactly 170 characters and rejects one of 171', () => {
    expect(checkTitleAndDescription('Button', 'd'.repeat(170))).toEqual([]);
    const problems = checkTitleAndDescription('Button', 'd'.repeat(171));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/description is 171 characters long, over 170/);
  });

  it('reports a missing title and a missing description', () => {
    const problems = checkTitleAndDescription('', '');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/Missing title/);
    expect(problems[1]).toMatch(/Missing description/);
  });

  it('reports both problems when both are too long', () => {
    expect(checkTitleAndDescription('t'.repeat(80), 'd'.repeat(200))).toHaveLength(2);
  });
});

describe('checkLinkHref', () => {
  it.each([
    '#x',
    'https://mui.com/material-ui/',
    'http://example.com',
    'mailto:someone@example.com',
    '/a/',
    '/',
    '/a/b/',
    '/a/#b',
    '/a/?q=1',
    '/a/?q=1#b',
    '/feed/rss.xml',
    '/static/logo.svg',
  ])('accepts %j', (href) => {
    expect(checkLinkHref(href)).toBeNull();
  });

  it.each([
    ['/a', /missing its trailing slash/],
    ['/a#b', /missing its trailing slash/],
    ['/a?q=1', /missing its trailing slash/],
    ['a/', /missing its leading slash/],
    ['a/b/', /missing its leading slash/],
    ['/a//b/', /duplicated slash/],
    ['', /empty target/],
  ])('reports %j', (href, message) => {
    const problem = checkLinkHref(href);
    expect(problem).not.toBeNull();
    expect(problem).toMatch(message);
  });

  it('names the offending link in its message', () => {
    expect(checkLinkHref('/material-ui/react-button')).toContain('"/material-ui/react-button"');
  });
});
