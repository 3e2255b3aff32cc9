import { describe, expect, it } from 'vitest';
import { parseSiteSettings, SettingsError, type SiteSettings } from './settings';

function settingsError(env: Record<string, string | undefined>): SettingsError {
  try {
    parseSiteSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return error as SettingsError;
  }
  throw new Error(`parseSiteSettings accepted ${JSON.stringify(env)}`);
}

describe('parseSiteSettings', () => {
  it('uses the defaults for an empty environment', () => {
    const expected: SiteSettings = {
      siteUrl: 'http://localhost:3000',
      gaMeasurementId: null,
      webVitalsSkipRate: 0.0001,
      muiXLicenseKey: null,
      sourceRepoUrl: null,
    };
    expect(parseSiteSettings({})).toEqual(expected);
  });

  it('treats blank values as unset', () => {
    expect(
      parseSiteSettings({
        SITE_URL: '  ',
        NEXT_PUBLIC_GA_MEASUREMENT_ID: '',
        NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: ' ',
        MUI_X_LICENSE_KEY: '',
        SOURCE_REPO_URL: '',
      }),
    ).toEqual(parseSiteSettings({}));
  });

  it('reads every valid setting', () => {
    expect(
      parseSiteSettings({
        SITE_URL: 'https://mui.com',
        NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-5NXDQLC2ZK',
        NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: '0.5',
        MUI_X_LICENSE_KEY: 'key-123',
        SOURCE_REPO_URL: 'https://github.com/mui/material-ui/',
      }),
    ).toEqual({
      siteUrl: 'https://mui.com',
      gaMeasurementId: 'G-5NXDQLC2ZK',
      webVitalsSkipRate: 0.5,
      muiXLicenseKey: 'key-123',
      sourceRepoUrl: 'https://github.com/mui/material-ui',
    });
  });

  it.each([
    ['https://mui.com/', 'https://mui.com'],
    ['https://mui.com///', 'https://mui.com'],
    ['http://localhost:8080/', 'http://localhost:8080'],
  ])('removes trailing slashes from SITE_URL %s', (raw, expected) => {
    expect(parseSiteSettings({ SITE_URL: raw }).siteUrl).toBe(expected);
  });

  it.each(['https://mui.com/docs', 'https://mui.com/docs/', 'ftp://mui.com', 'javascript:alert(1)', 'not a url', 'mui.com', 'http://'])(
    'rejects SITE_URL %j and names the variable',
    (raw) => {
      const error = settingsError({ SITE_URL: raw });
      expect(error.message).toContain('SITE_URL');
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatch(/^SITE_URL /);
    },
  );

  it.each(['UA-12345-1', 'G-', 'G-abc', 'g-ABCDEF', 'G-ABC', 'G-ABCD<script>', 'GA-ABCDEF'])(
    'rejects the GA id %j and names the variable',
    (raw) => {
      const error = settingsError({ NEXT_PUBLIC_GA_MEASUREMENT_ID: raw });
      expect(error.problems).toHaveLength(1);
      expect(error.message).toContain('NEXT_PUBLIC_GA_MEASUREMENT_ID');
    },
  );

  it.each(['G-ABCD', 'G-XXXXXXX', ' G-12AB34 '])('accepts the GA id %j', (raw) => {
    expect(parseSiteSettings({ NEXT_PUBLIC_GA_MEASUREMENT_ID: raw }).gaMeasurementId).toBe(raw.trim());
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['0.25', 0.25],
    ['1e-3', 0.001],
  ])('accepts the skip rate %s', (raw, expected) => {
    expect(parseSiteSettings({ NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: raw }).webVitalsSkipRate).toBe(expected);
  });

  it.each(['-0.1', '1.01', '2', 'abc', 'NaN', 'Infinity', '50%'])('rejects the skip rate %j', (raw) => {
    const error = settingsError({ NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: raw });
    expect(error.problems).toHaveLength(1);
    expect(error.message).toContain('NEXT_PUBLIC_WEB_VITALS_SKIP_RATE');
  });

  it('rejects a SOURCE_REPO_URL that is not http(s)', () => {
    expect(settingsError({ SOURCE_REPO_URL: 'git@github.com:mui/material-ui.git' }).message).toContain(
      'SOURCE_REPO_URL',
    );
  });

  it('lists every problem in one error', () => {
    const error = settingsError({
      SITE_URL: 'ftp://mui.com',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1',
      NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: '7',
      SOURCE_REPO_URL: 'nope',
    });
    expect(error.name).toBe('SettingsError');
    expect(error.problems).toHaveLength(4);
    for (const name of ['SITE_URL', 'NEXT_PUBLIC_GA_MEASUREMENT_ID', 'NEXT_PUBLIC_WEB_VITALS_SKIP_RATE', 'SOURCE_REPO_URL']) {
      expect(error.problems.some((problem) => problem.startsWith(`${name} `))).toBe(true);
      expect(error.message).toContain(name);
    }
  });
});

describe('parseSiteSettings: stricter forms', () => {
  it('refuses a SITE_URL with a query or hash, and a skip rate written in hex', () => {
    expect(() => parseSiteSettings({ SITE_URL: 'https://mui.com?x=1' })).toThrow(/SITE_URL/);
    expect(() => parseSiteSettings({ SITE_URL: 'https://mui.com#top' })).toThrow(/SITE_URL/);
    expect(() => parseSiteSettings({ NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: '0x1' })).toThrow(/NEXT_PUBLIC_WEB_VITALS_SKIP_RATE/);
    expect(parseSiteSettings({ NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: '.5' }).webVitalsSkipRate).toBe(0.5);
    expect(parseSiteSettings({ NEXT_PUBLIC_WEB_VITALS_SKIP_RATE: '1e-4' }).webVitalsSkipRate).toBe(0.0001);
  });
});
