import Parser from 'rss-parser';
import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

test.describe('versions', () => {
  test('lists each library with its documented version, release notes and older docs', async ({ page }) => {
    await page.goto('/versions/');
    const table = page.locator('[data-tool="versions"]');
    await expect(table.locator('tbody tr')).toHaveCount(5);
    const material = table.locator('tr[data-product="material-ui"]');
    await expect(material.locator('[aria-current="true"]')).toContainText('v5.15.1');
    await expect(material.getByRole('link', { name: 'v4 docs' })).toHaveAttribute('href', /v4\.mui\.com/);
    await expect(material.getByRole('link', { name: 'v5.15.1' })).toHaveAttribute('href', 'https://github.com/mui/material-ui/releases/tag/v5.15.1');
    await expect(table.locator('tr[data-product="x-data-grid"] [aria-current="true"]')).toContainText('v6.18.7');
  });
});

test.describe('blog', () => {
  test('an index of the posts, each post, and an RSS 2.0 feed a parser accepts', async ({ page, request }) => {
    const problems = watchPageErrors(page);
    await page.goto('/blog/');
    const posts = page.locator('[data-post]');
    const postCount = await posts.count();
    expect(postCount).toBeGreaterThanOrEqual(4);
    const dates = await page.locator('[data-post] time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveAttribute('href', '/feed/blog/rss.xml');
    const firstTitle = (await posts.first().locator('h2').textContent()) ?? '';
    await posts.first().locator('h2 a').click();
    await expect(page.locator('h1')).toHaveText(firstTitle);
    await expect(page.locator('article time')).toBeVisible();
    expect(problems).toEqual([]);

    const response = await request.get('/feed/blog/rss.xml');
    expect(response.status()).toBe(200);
    const feed = await new Parser().parseString(await response.text());
    expect(feed.title).toBe('MUI docs blog');
    expect(feed.items.length).toBe(postCount);
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(/^http:\/\/localhost:3000\/blog\/[a-z0-9-]+\/$/);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
    }
  });
});

test.describe('files for crawlers and tools', () => {
  test('sitemap.xml lists every page in both languages with alternates; robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/material-ui/react-button/</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/zh/material-ui/react-button/</loc>');
    expect(sitemap).toContain('hreflang="zh-Hans" href="http://localhost:3000/zh/joy-ui/getting-started/"');
    expect((sitemap.match(/<url>/g) ?? []).length).toBeGreaterThan(1200);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('every docs page has a Markdown twin, and the Copy page button copies it', async ({ page, context, request }) => {
    const twin = await request.get('/experiments/docs/demos.md');
    expect(twin.status()).toBe(200);
    const text = await twin.text();
    expect(text).toMatch(/^# Demos\n/);
    expect(text).toContain("```tsx\nimport * as React from 'react';");
    expect(text).not.toContain('{{"demo"');
    const api = await (await request.get('/material-ui/api/button.md')).text();
    expect(api).toContain('| Name | Type | Default | Description |');
    expect(api).toContain('| variant |');
    expect((await request.get('/zh/material-ui/getting-started/installation.md')).status()).toBe(200);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/experiments/docs/demos/');
    await page.getByRole('link', { name: 'Copy page' }).click();
    await expect(page.getByRole('link', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('llms.txt for the site and for each library link to the twins', async ({ request }) => {
    const site = await (await request.get('/llms.txt')).text();
    expect(site).toContain('[Material UI](http://localhost:3000/material-ui/llms.txt)');
    expect(site).toContain('[Data Grid](http://localhost:3000/x/react-data-grid/llms.txt)');
    const material = await (await request.get('/material-ui/llms.txt')).text();
    expect(material).toContain('(http://localhost:3000/material-ui/api/button.md)');
    expect((await request.get('/x/react-data-grid/llms.txt')).status()).toBe(200);
  });

  test('every page has title, description, canonical, hreflang, Open Graph, Twitter and theme-color tags; a manifest and icons', async ({ page, request }) => {
    for (const path of ['/', '/material-ui/react-button/', '/zh/system/getting-started/', '/blog/']) {
      await page.goto(path);
      await expect(page).toHaveTitle(/\S/);
      for (const selector of [
        'meta[name="description"]',
        'link[rel="canonical"]',
        'link[hreflang="en"]',
        'link[hreflang="zh-Hans"]',
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[property="og:url"]',
        'meta[name="twitter:card"]',
        'meta[name="theme-color"]',
        'link[rel="manifest"]',
      ]) {
        const value = await page.locator(selector).first().evaluate((element) => element.getAttribute('content') ?? element.getAttribute('href'));
        expect(value, `${path} ${selector}`).toMatch(/\S/);
      }
    }
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe('MUI docs');
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
    }
    const png = await request.get('/static/icons/icon-192.png');
    expect(png.headers()['content-type']).toBe('image/png');
  });
});

test.describe('production error decoder', () => {
  test('decodes a code with its arguments, as text', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/production-error/?code=9&args[]=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&args[]=second');
    const decoded = page.getByTestId('decoded-error');
    await expect(decoded).toContainText('<img src=x onerror=alert(1)>');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await decoded.innerHTML()).not.toContain('<img');
    expect(problems).toEqual([]);
  });

  test('says when the code is unknown, absent, or arguments are missing', async ({ page }) => {
    await page.goto('/production-error/?code=9999');
    await expect(page.locator('main')).toContainText('No error with code 9999 is known for these versions.');
    await page.goto('/production-error/');
    await expect(page.getByTestId('decoded-error')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(/code/);
    await page.goto('/production-error/?code=9');
    await expect(page.getByTestId('decoded-error')).toContainText('[missing argument]');
  });
});
