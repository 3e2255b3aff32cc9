import { describe, expect, it } from 'vitest';
import { languageOf, pageKindOf, samplePages, sitemapPathnames } from './sitemapPages';

describe('sitemapPathnames', () => {
  it('reads each <loc> once as a pathname, and no alternate link', () => {
    const xml = `<urlset><url><loc>http://localhost:3000/</loc><xhtml:link rel="alternate" hreflang="zh-Hans" href="http://localhost:3000/zh/"/></url>
<url><loc> http://localhost:3000/zh/a/?x=1&amp;y=2 </loc></url><url><loc>http://localhost:3000/</loc></url></urlset>`;
    expect(sitemapPathnames(xml)).toEqual(['/', '/zh/a/']);
  });
});

describe('pageKindOf', () => {
  it.each([
    ['/', 'home'],
    ['/zh/', 'home'],
    ['/material-ui/getting-started/installation/', 'guide'],
    ['/zh/material-ui/customization/color/', 'guide'],
    ['/material-ui/react-button/', 'component'],
    ['/zh/material-ui/react-button/', 'component'],
    ['/material-ui/api/button/', 'api'],
    ['/joy-ui/api/sheet/', 'api'],
    ['/x/react-data-grid/editing/', 'data-grid'],
    ['/x/api/data-grid/data-grid/', 'data-grid'],
    ['/joy-ui/react-button/', 'joy-ui'],
    ['/base-ui/react-slider/', 'base-ui'],
    ['/system/getting-started/', 'system'],
    ['/blog/', 'blog'],
    ['/zh/blog/some-post/', 'blog'],
    ['/versions/', 'versions'],
    ['/production-error/', 'production-error'],
    ['/experiments/docs/demos/', 'experiments'],
  ])('%s is a %s page', (pathname, kind) => {
    expect(pageKindOf(pathname)).toBe(kind);
  });

  it('tells the language from the first segment only', () => {
    expect(languageOf('/zh/')).toBe('zh');
    expect(languageOf('/zhx/')).toBe('en');
    expect(languageOf('/material-ui/zh/')).toBe('en');
  });
});

describe('samplePages', () => {
  const guides = Array.from({ length: 20 }, (_, index) => `/material-ui/guides/g${index}/`);
  const pages = ['/', '/zh/', ...guides, ...guides.map((pathname) => `/zh${pathname}`), '/versions/'];

  it('takes up to n pages of each kind in each language, spread from first to last', () => {
    const sample = samplePages(pages, 4);
    expect(sample.filter((pathname) => pathname.startsWith('/material-ui/'))).toEqual([guides[0], guides[6], guides[13], guides[19]]);
    expect(sample.filter((pathname) => pathname.startsWith('/zh/material-ui/'))).toHaveLength(4);
    expect(sample).toContain('/');
    expect(sample).toContain('/zh/');
    expect(sample).toContain('/versions/');
    expect(sample).toHaveLength(11);
  });

  it('keeps every page of a kind smaller than the sample', () => {
    expect(samplePages(pages, 50)).toHaveLength(pages.length);
  });
});
