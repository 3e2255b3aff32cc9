import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { decodeCharacterReferences, scanHtml } from './htmlScan';

const PAGE = `<!DOCTYPE html><html><head><title>a <b id="no"> title</title>
<link rel="canonical" href="http://localhost:3000/a/"><link rel=stylesheet href='/s.css'>
<script id="__NEXT_DATA__" type="application/json">{"html":"<a href=\\"/not-a-link/\\" id=\\"nope\\">"}</script>
<style>.x{background:url(/in-style.png)}</style></head>
<body><!-- <a href="/commented/" id="commented"> --><div id="main-content" data-x="a>b"><h2 id="caf&#xe9;">Café<a href="#caf%C3%A9" class="anchor">#</a></h2>
<A HREF="/q/?a=1&amp;b=2" id=unquoted name="n1">x</A><a name="legacy"></a>
<img src="/i.png" srcset="/i-1.png 1x, /i-2.png 2x" alt=""><svg><use href="#icon"></use><symbol id="icon"></symbol></svg>
<textarea id="ta"><a href="/in-textarea/"></textarea><form action="/search/"></form><p href="/ignored/">p</p></div></body></html>`;

describe('scanHtml', () => {
  const scanned = scanHtml(PAGE);

  it('finds every id and every <a name>, decoded, outside raw text', () => {
    expect([...scanned.ids].sort()).toEqual(['__NEXT_DATA__', 'café', 'icon', 'legacy', 'main-content', 'n1', 'ta', 'unquoted'].sort());
  });

  it('finds the URL attributes of the elements that have them, in order', () => {
    expect(scanned.references.map(({ tag, attribute, value }) => `${tag}[${attribute}]=${value}`)).toEqual([
      'link[href]=http://localhost:3000/a/',
      'link[href]=/s.css',
      'a[href]=#caf%C3%A9',
      'a[href]=/q/?a=1&b=2',
      'img[src]=/i.png',
      'img[srcset]=/i-1.png 1x, /i-2.png 2x',
      'use[href]=#icon',
      'form[action]=/search/',
    ]);
  });

  it('agrees with a full HTML parser on ids and hrefs', () => {
    const ids: string[] = [];
    const hrefs: string[] = [];
    visit(fromHtml(PAGE), 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') ids.push(node.properties.id);
      if (node.tagName === 'a' && typeof node.properties.href === 'string') hrefs.push(node.properties.href);
    });
    expect(ids.every((id) => scanned.ids.has(id))).toBe(true);
    expect(scanned.references.filter((reference) => reference.tag === 'a').map((reference) => reference.value)).toEqual(hrefs);
  });
});

describe('decodeCharacterReferences', () => {
  it('decodes numeric and common named references and leaves unknown ones', () => {
    expect(decodeCharacterReferences('&amp;&lt;&gt;&quot;&#39;&#x27;&eacute;&#0;')).toBe('&<>"\'\'&eacute;&#0;');
  });
});
