import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlText } from './escapeHtml';

describe('escaping HTML', () => {
  it('escapes what could open markup in text, leaving quotes of code listings alone', () => {
    expect(escapeHtmlText(`a < b && c > d; import x from 'y' // "z"`)).toBe(`a &lt; b &amp;&amp; c &gt; d; import x from 'y' // "z"`);
  });

  it('escapes quotes too where a value may sit in an attribute', () => {
    expect(escapeHtml(`" onmouseover='x' <b>&`)).toBe('&quot; onmouseover=&#39;x&#39; &lt;b&gt;&amp;');
  });
});
