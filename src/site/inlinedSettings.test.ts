import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlinedSiteSettings } from './inlinedSettings';
import { DEFAULT_SITE_URL, DEFAULT_WEB_VITALS_SKIP_RATE, parseSiteSettings } from './settings';
import { inlinedEnv } from './inlinedEnv';

afterEach(() => vi.unstubAllEnvs());

describe('inlinedSiteSettings', () => {
  it('reads back exactly what the build validated, for defaults and for every setting given', () => {
    for (const env of [
      {},
      { SITE_URL: 'https://docs.example.com/', NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC1234', NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: '0.5', MUI_X_LICENSE_KEY: 'key', SOURCE_REPO_URL: 'https://git.example.com/docs/' },
      { NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: '0' },
    ]) {
      const validated = parseSiteSettings(env);
      for (const [name, value] of Object.entries(inlinedEnv(validated))) vi.stubEnv(name, value);
      expect(inlinedSiteSettings()).toEqual(validated);
      vi.unstubAllEnvs();
    }
    expect(parseSiteSettings({})).toMatchObject({ siteUrl: DEFAULT_SITE_URL, webVitalsSkipRate: DEFAULT_WEB_VITALS_SKIP_RATE });
  });
});
