import { describe, expect, it } from 'vitest';
import { exportedFolderOf, languageOfParam, languageParamOf, languageRouteOf, routerTargetOf, servedFolderOf } from './languageRoutes';

const ROUTES = new Set([
  '/',
  '/[...slug]',
  '/zh/[...slug]',
  '/zh',
  '/blog/[slug]',
  '/material-ui/react-button/[[...lang]]',
  '/x/react-data-grid/filtering/[[...lang]]',
  '/x/react-data-grid/filtering/quick-filter/[[...lang]]',
]);

describe('language routes', () => {
  it("name a page's route, and where its pages are written and served", () => {
    expect(languageRouteOf('/material-ui/react-button')).toBe('/material-ui/react-button/[[...lang]]');
    expect(languageRouteOf('/material-ui/react-button/')).toBe('/material-ui/react-button/[[...lang]]');
    expect(exportedFolderOf('/material-ui/react-button', 'zh')).toBe('material-ui/react-button/zh');
    expect(servedFolderOf('/material-ui/react-button', 'zh')).toBe('zh/material-ui/react-button');
    expect(exportedFolderOf('/material-ui/react-button', 'en')).toBe(servedFolderOf('/material-ui/react-button', 'en'));
  });

  it('read the language from the route parameter, and nothing else', () => {
    expect(languageOfParam(languageParamOf('en'))).toBe('en');
    expect(languageOfParam(languageParamOf('zh'))).toBe('zh');
    expect(languageOfParam(undefined)).toBe('en');
    expect(languageOfParam('zh')).toBe('zh');
    for (const bad of [['en'], ['fr'], ['zh', 'x'], [''], 'fr', 3, null]) expect(languageOfParam(bad)).toBeNull();
  });

  it('send a Chinese page with demos to its shared route, with the language as its parameter', () => {
    expect(routerTargetOf('/zh/material-ui/react-button/#sizes', ROUTES)).toEqual({
      url: { pathname: '/material-ui/react-button/[[...lang]]', query: { lang: ['zh'] } },
      as: '/zh/material-ui/react-button/#sizes',
    });
    expect(routerTargetOf('/material-ui/react-button/?x=1&x=2', ROUTES)).toEqual({
      url: { pathname: '/material-ui/react-button/[[...lang]]', query: { x: ['1', '2'] } },
      as: '/material-ui/react-button/?x=1&x=2',
    });
    expect(routerTargetOf('/x/react-data-grid/filtering/quick-filter/', ROUTES)?.url.pathname).toBe('/x/react-data-grid/filtering/quick-filter/[[...lang]]');
  });

  it('send a page below one with demos to the catch-all, which the shared route above it would otherwise claim', () => {
    expect(routerTargetOf('/x/react-data-grid/filtering/other/', ROUTES)).toEqual({
      url: { pathname: '/[...slug]', query: { slug: ['x', 'react-data-grid', 'filtering', 'other'] } },
      as: '/x/react-data-grid/filtering/other/',
    });
  });

  it('leave to the router what it finds from the URL, and what is not a page of the site', () => {
    for (const href of ['/', '/zh/', '/zh', '/material-ui/getting-started/usage/', '/zh/material-ui/api/button/', '/blog/a-post/', 'https://example.com/', '//evil.example/x', 'mailto:a@b.c', '#top', '']) {
      expect(routerTargetOf(href, ROUTES)).toBeNull();
    }
    // Before the build's routes are known, nothing is sent anywhere else.
    expect(routerTargetOf('/zh/material-ui/react-button/', new Set())).toBeNull();
  });
});
