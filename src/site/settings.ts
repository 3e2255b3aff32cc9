import { DEFAULT_SITE_URL, DEFAULT_WEB_VITALS_SKIP_RATE } from './settingDefaults';

/**
 * Site settings read from the environment at build time (DESIGN §3), validated once.
 * `next.config.ts` validates them and hands them to the browser bundle (inlinedEnv.ts), where
 * inlinedSettings.ts reads them without shipping this parser.
 */

export interface SiteSettings {
  /** Canonical origin, without a trailing slash: canonical links, sitemap, service worker. */
  siteUrl: string;
  /** Google Analytics 4 measurement id; analytics stays local when absent. */
  gaMeasurementId: string | null;
  /** Share of page loads that skip web-vitals reporting, from 0 to 1. */
  webVitalsSkipRate: number;
  /** MUI X licence key for the Pro and Premium grids. */
  muiXLicenseKey: string | null;
  /** Repository of this site's sources: the app bar link and "view source" links. */
  sourceRepoUrl: string | null;
}

export { DEFAULT_SITE_URL, DEFAULT_WEB_VITALS_SKIP_RATE };

export class SettingsError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid site settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

type Env = Record<string, string | undefined>;

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseHttpUrl(name: string, raw: string, problems: string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${name} must be an absolute http(s) URL, got "${raw}".`);
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`${name} must use http or https, got "${url.protocol}".`);
    return null;
  }
  return raw.replace(/\/+$/, '');
}

export function parseSiteSettings(env: Env): SiteSettings {
  const problems: string[] = [];

  const siteUrlRaw = blankToNull(env.SITE_URL) ?? DEFAULT_SITE_URL;
  const siteUrl = parseHttpUrl('SITE_URL', siteUrlRaw, problems);
  if (siteUrl && (new URL(siteUrl).pathname !== '/' || new URL(siteUrl).search || new URL(siteUrl).hash)) {
    problems.push(`SITE_URL must be an origin without a path, got "${siteUrlRaw}".`);
  }

  const gaMeasurementId = blankToNull(env.NEXT_PUBLIC_GA_MEASUREMENT_ID);
  if (gaMeasurementId && !/^G-[A-Z0-9]{4,20}$/.test(gaMeasurementId)) {
    problems.push(
      `NEXT_PUBLIC_GA_MEASUREMENT_ID must look like "G-XXXXXXX", got "${gaMeasurementId}".`,
    );
  }

  let webVitalsSkipRate = DEFAULT_WEB_VITALS_SKIP_RATE;
  const skipRaw = blankToNull(env.NEXT_PUBLIC_WEB_VITALS_SKIP_RATE);
  if (skipRaw !== null) {
    const parsed = Number(skipRaw);
    if (!/^(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(skipRaw) || parsed < 0 || parsed > 1) {
      problems.push(`NEXT_PUBLIC_WEB_VITALS_SKIP_RATE must be a number from 0 to 1, got "${skipRaw}".`);
    } else {
      webVitalsSkipRate = parsed;
    }
  }

  const sourceRepoRaw = blankToNull(env.SOURCE_REPO_URL);
  const sourceRepoUrl = sourceRepoRaw ? parseHttpUrl('SOURCE_REPO_URL', sourceRepoRaw, problems) : null;

  if (problems.length > 0) {
    throw new SettingsError(problems);
  }
  return {
    siteUrl: siteUrl ?? DEFAULT_SITE_URL,
    gaMeasurementId,
    webVitalsSkipRate,
    muiXLicenseKey: blankToNull(env.MUI_X_LICENSE_KEY),
    sourceRepoUrl,
  };
}
