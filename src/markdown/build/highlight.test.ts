import { describe, expect, it } from 'vitest';
import { highlightCode, highlightToHast, normalizeLanguage } from './highlight';
import type { ElementContent } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

function toHtml(children: ElementContent[]): string {
  return unified().use(rehypeStringify).stringify({ type: 'root', children });
}

/** Same markup up to the escaping style (`&#x3C;` vs `&lt;`) and Prism's entity tooltips. */
function normalize(html: string): string {
  return html.replace(/&#x3C;/g, '&lt;').replace(/&#x26;/g, '&amp;').replace(/ title="[^"]*"/g, '');
}

describe('normalizeLanguage', () => {
  it('maps aliases to grammar names', () => {
    expect(normalizeLanguage('ts')).toBe('typescript');
    expect(normalizeLanguage('JS')).toBe('javascript');
    expect(normalizeLanguage('sh')).toBe('bash');
    expect(normalizeLanguage('shell')).toBe('bash');
    expect(normalizeLanguage('html')).toBe('markup');
    expect(normalizeLanguage(' tsx ')).toBe('tsx');
    expect(normalizeLanguage('yaml')).toBe('yaml');
  });

  it('falls back to text', () => {
    expect(normalizeLanguage('')).toBe('text');
    expect(normalizeLanguage(undefined)).toBe('text');
    expect(normalizeLanguage('cobol')).toBe('text');
    expect(normalizeLanguage('text')).toBe('text');
  });
});

describe('highlightCode', () => {
  it('highlights tsx with JSX tags and TypeScript keywords', () => {
    const html = highlightCode('const a: number = 1;\nconst b = <Button variant="contained">Hi</Button>;', 'tsx');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<span class="token builtin">number</span>');
    expect(html).toContain('class="token tag"');
    expect(html).toContain('class="token attr-name"');
    expect(html).toContain('&lt;');
    expect(html).not.toMatch(/<Button/);
  });

  it.each([
    ['jsx', '<div className="x" />', 'token tag'],
    ['ts', 'let x: string;', 'token builtin'],
    ['typescript', 'interface A {}', 'token keyword'],
    ['js', 'function f() {}', 'token function'],
    ['javascript', 'return 1;', 'token keyword'],
    ['bash', 'npm install @mui/material # comment', 'token comment'],
    ['sh', 'echo "hi"', 'token string'],
    ['shell', 'cd /tmp', 'token builtin'],
    ['json', '{"a": 1}', 'token property'],
    ['css', '.a { color: red; }', 'token selector'],
    ['diff', '- old\n+ new', 'token deleted'],
    ['markup', '<p>hi</p>', 'token tag'],
    ['html', '<p>&amp;</p>', 'token entity'],
    ['yaml', 'key: value', 'token key'],
  ])('highlights %s', (language, code, className) => {
    expect(highlightCode(code, language)).toContain(`class="${className}`);
  });

  it('escapes plain text for text, empty and unknown languages', () => {
    for (const language of ['text', '', 'cobol']) {
      expect(highlightCode('a < b && c > d', language)).toBe('a &lt; b &amp;&amp; c &gt; d');
    }
  });

  it('never throws on odd input', () => {
    expect(highlightCode('', 'tsx')).toBe('');
    expect(() => highlightCode('<<<{{{"\'`${', 'tsx')).not.toThrow();
    expect(() => highlightCode('\u0000\uffff', 'bash')).not.toThrow();
    expect(() => highlightCode(undefined as unknown as string, 'json')).not.toThrow();
    expect(() => highlightCode('x', undefined as unknown as string)).not.toThrow();
    expect(highlightCode('<script>', '<script>')).toBe('&lt;script&gt;');
  });
});

describe('highlightToHast', () => {
  it.each([
    ['tsx', 'export default function A() {\n  return <Box sx={{ p: 1 }}>a &amp; b {x}</Box>;\n}\n'],
    ['bash', 'npm install @mui/material @emotion/react\n'],
    ['html', '<a href="x">&lt; 2024</a>'],
    ['diff', '-import a\n+import b'],
    ['json', '{ "a": [1, true, null] }'],
  ])('gives the same markup as highlightCode (%s)', (language, code) => {
    expect(normalize(toHtml(highlightToHast(code, language)))).toBe(normalize(highlightCode(code, language)));
  });

  it('gives one text node without a grammar', () => {
    expect(highlightToHast('a < b', 'text')).toEqual([{ type: 'text', value: 'a < b' }]);
    expect(highlightToHast('', 'tsx')).toEqual([]);
  });
});
