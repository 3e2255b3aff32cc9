import { describe, expect, it } from 'vitest';
import { checkLinkHref } from './markdownChecks';

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
    expect(problem?.reason).toMatch(message);
    expect(problem?.fix).toBeTruthy();
  });

  it('names the offending link in its message', () => {
    expect(checkLinkHref('/material-ui/react-button')?.reason).toContain('"/material-ui/react-button"');
  });

  it('says how to write the link instead', () => {
    expect(checkLinkHref('/material-ui/react-button#sizes')?.fix).toContain('/material-ui/react-button/#sizes');
    expect(checkLinkHref('/a//b/')?.fix).toContain('/a/b/');
  });
});
