import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildRssFeed } from '../../blog/build/posts';
import { renderIconPng } from './pngIcon';
import { buildProductLlms, buildRobots, buildSiteLlms, buildSitemap, llmsPathOf } from './siteFiles';
import { webManifest } from './webManifest';

describe('site files', () => {
  it('sitemap: each page in both languages with alternates, escaped', () => {
    const xml = buildSitemap('https://docs.example.com', ['/', '/a&b/', "/it's/"]);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://docs.example.com/it&#39;s/</loc>');
    expect(xml).toContain('<loc>https://docs.example.com/zh/</loc>');
    expect(xml).toContain('<loc>https://docs.example.com/a&amp;b/</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://docs.example.com/a&amp;b/"');
  });

  it('robots.txt names the sitemap', () => {
    expect(buildRobots('https://docs.example.com')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
  });

  it('llms.txt files link to each library and each page twin', () => {
    expect(llmsPathOf('/material-ui/getting-started')).toBe('/material-ui/llms.txt');
    expect(llmsPathOf('/x/react-data-grid')).toBe('/x/react-data-grid/llms.txt');
    expect(buildSiteLlms('https://d.io')).toContain('- [Joy UI](https://d.io/joy-ui/llms.txt)');
    expect(buildProductLlms('https://d.io', 'Base UI', 'Unstyled.', [{ href: '/base-ui/react-button/', title: 'Button', description: 'A button.', sectionId: 'base-ui' }])).toContain(
      '- [Button](https://d.io/base-ui/react-button.md): A button.',
    );
  });

  it('the RSS feed escapes text and dates posts', () => {
    const rss = buildRssFeed('https://d.io', [{ slug: 'a', title: 'Fish & <chips>', description: `It's "new"`, date: '2023-12-19', authors: ['Docs team'], tags: ['Release'] }]);
    expect(rss).toContain('<title>Fish &amp; &lt;chips&gt;</title>');
    expect(rss).toContain('<description>It&#39;s &quot;new&quot;</description>');
    expect(rss).toContain('<pubDate>Tue, 19 Dec 2023 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<link>https://d.io/blog/a/</link>');
  });

  it('icons are valid PNGs of the requested size', () => {
    const png = renderIconPng(48);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(48);
    expect(png.readUInt32BE(20)).toBe(48);
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    const pixels = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + length));
    expect(pixels.length).toBe(48 * (1 + 48 * 4));
    const centre = 24 * (1 + 48 * 4) + 1 + 4 * 4;
    expect(pixels[centre + 3]).toBe(255);
  });

  it('the manifest lists its icons', () => {
    const manifest = webManifest();
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/favicon.svg', '/static/icons/icon-192.png', '/static/icons/icon-512.png']);
    expect(manifest.start_url).toBe('/');
  });
});
