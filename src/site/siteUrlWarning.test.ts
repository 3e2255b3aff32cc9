import { describe, expect, it } from 'vitest';
import { parseSiteSettings } from './settings';
import { siteUrlWarning } from './siteUrlWarning';

describe('siteUrlWarning', () => {
  it('warns when SITE_URL is left unset, naming what points at localhost and how to set it', () => {
    const warning = siteUrlWarning(parseSiteSettings({}).siteUrl);
    expect(warning).not.toBeNull();
    expect(warning).toContain('http://localhost:3000 (the default)');
    expect(warning).toMatch(/canonical/);
    expect(warning).toMatch(/sitemap/);
    expect(warning).toMatch(/llms\.txt/);
    expect(warning).toMatch(/SITE_URL=https:\/\/\S+ npm run build/);
  });

  it('warns for any loopback origin, without calling it the default', () => {
    for (const url of ['http://localhost:4175', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://docs.localhost']) {
      const warning = siteUrlWarning(url);
      expect(warning, url).toContain(url);
      expect(warning, url).not.toContain('(the default)');
    }
  });

  it('stays silent for a public origin', () => {
    expect(siteUrlWarning(parseSiteSettings({ SITE_URL: 'https://mui.com' }).siteUrl)).toBeNull();
    expect(siteUrlWarning('https://localhost.example.com')).toBeNull();
  });
});
