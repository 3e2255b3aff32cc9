import { expect, test } from './support/test';

const SAMPLE = [
  '/',
  '/material-ui/getting-started/installation/',
  '/experiments/docs/demos/',
  '/experiments/docs/codeblock/',
  '/material-ui/api/button/',
  '/zh/joy-ui/getting-started/',
];

test.describe('a default build', () => {
  test('requests nothing from any host but its own', async ({ page, baseURL }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'about:' && url.protocol !== 'blob:') hosts.add(url.host);
    });
    for (const path of SAMPLE) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect([...hosts]).toEqual([new URL(baseURL ?? '').host]);
    expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  test('serves its fonts itself, and the icon font only where a demo uses it', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/material-ui/getting-started/installation/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans"'))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px "JetBrains Mono"'))).toBe(true);
    expect(fonts.some((font) => /ibm-plex-sans/.test(font))).toBe(true);
    expect(fonts.some((font) => /jetbrains-mono/.test(font))).toBe(true);
    expect(fonts.some((font) => /material-icons/.test(font))).toBe(false);
    await expect(page.locator('link[href="/static/fonts/material-icons.css"]')).toHaveCount(0);

    await page.goto('/experiments/docs/codeblock/');
    await expect(page.locator('link[href="/static/fonts/material-icons.css"]')).toHaveCount(1);
    // The demo is rendered, and its font requested, when it comes near the viewport.
    await page.locator('[data-demo="IconFontGlyphs"]').scrollIntoViewIfNeeded();
    await expect.poll(() => fonts).toContain('/static/fonts/material-icons.woff2');
    const glyphWidth = await page.locator('[data-demo="IconFontGlyphs"] .material-icons').first().evaluate((icon) => icon.getBoundingClientRect().width);
    expect(glyphWidth).toBeLessThan(40);
  });

  test('preloads the UI font faces on every page, and the code font only on pages with code', async ({ page, request }) => {
    const preloads = () => page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.goto('/');
    const home = await preloads();
    expect(home).toEqual([400, 500, 600, 700].map((weight) => `/static/fonts/ibm-plex-sans-latin-${weight}-normal.woff2`));
    for (const href of home) expect((await request.get(href!)).headers()['content-type']).toBe('font/woff2');
    await page.goto('/material-ui/getting-started/installation/');
    expect(await preloads()).toContain('/static/fonts/jetbrains-mono-latin-400-normal.woff2');
    // The @font-face rules are inline: no stylesheet request before the first paint.
    expect(await page.locator('style[data-font-faces]').textContent()).toContain("font-family:'IBM Plex Sans'");
  });
});
