import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlText } from './escapeHtml';

describe('escaping HTML', () => {
  it('escapes what could open markup in text, leaving quotes of code listings alone', () => {
    expect(escapeHtmlText(`a < b && c > d; import x from 'y' // "z"`)).toBe(`a &lt; b &amp;&amp; c &gt; d; import x from 'y' // "z"`);
  });

  it('escapes quotes too where a value may sit in an attribute', () => {
    expect(escapeHtml(`" onmouseover='x' <b>&`)).toBe('&quot; onmouseover=&#39;x&#39; &lt;b&gt;&amp;');
  });

  it('gives XML that an XML parser reads back as the same text, in an element and in an attribute', () => {
    const text = `Fish & <chips> "it's" ]]> done`;
    const { DOMParser } = new JSDOM('').window;
    const xml = new DOMParser().parseFromString(`<a b="${escapeHtml(text)}">${escapeHtml(text)}</a>`, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.textContent).toBe(text);
    expect(xml.documentElement.getAttribute('b')).toBe(text);
  });
});

describe('the one escaper', () => {
  it('has no copy elsewhere in src/ (an escapeHtml or escapeXml function of its own)', () => {
    const srcDir = path.join(process.cwd(), 'src');
    const copies = fs
      .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('generated') && path.join('src', file) !== path.join('src', 'site', 'escapeHtml.ts'))
      .filter((file) => /\bfunction\s+escape(Html|Xml)\w*\s*\(|\bconst\s+escape(Html|Xml)\w*\s*=/.test(fs.readFileSync(path.join(srcDir, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
