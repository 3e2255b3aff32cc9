import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { executableInlineScripts, executesInline, parseAttributes, scriptHashSource } from './inlineScripts';

describe('executableInlineScripts', () => {
  it('keeps inline scripts that run and skips external, JSON and commented-out ones', () => {
    const html = [
      '<html><head><script src="/a.js" defer=""></script>',
      '<script>one()</script>',
      '<!-- <script>commented()</script> -->',
      '<script type="application/json" id="__NEXT_DATA__">{"a":"</scrip"}</script>',
      '<script type="application/ld+json">{}</script>',
      '<SCRIPT type="text/javascript">two()</SCRIPT>',
      '<script type=module data-x="a>b">three()</script>',
      "<script type='text/template'>no()</script>",
      '<script nomodule>four()</script>',
      '<script></script></head></html>',
    ].join('');
    expect(executableInlineScripts(html)).toEqual(['one()', 'two()', 'three()', 'four()', '']);
  });

  it('reads the script text byte for byte, entities and newlines included', () => {
    const text = '\n  if (a &amp;&amp; b < 2) { x("<div>") }\r\n';
    expect(executableInlineScripts(`<body><script>${text}</script></body>`)).toEqual([text]);
  });

  it('takes an unclosed script to the end of the document', () => {
    expect(executableInlineScripts('<script>tail()')).toEqual(['tail()']);
  });
});

describe('executesInline', () => {
  it.each([
    ['', true],
    ['type="text/javascript"', true],
    ['type=" Module "', true],
    ['type="text/javascript; charset=utf-8"', true],
    ['type="application/json"', false],
    ['type="text/babel"', false],
    ['src="/x.js"', false],
    ['src="" type="module"', false],
  ])('<script %s>: %s', (attributes, expected) => {
    expect(executesInline(parseAttributes(attributes))).toBe(expected);
  });
});

describe('scriptHashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP hashes it', () => {
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const text = 'console.log("é")';
    expect(scriptHashSource(text)).toBe(`'sha256-${crypto.createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });
});
