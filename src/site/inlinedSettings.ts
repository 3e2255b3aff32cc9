import type { SiteSettings } from './settings';
import { DEFAULT_SITE_URL, DEFAULT_WEB_VITALS_SKIP_RATE } from './settingDefaults';

/**
 * The site settings as the browser bundle reads them: next.config.ts validated and normalised them at
 * build time (parseSiteSettings) and Next.js inlined the results, so no parsing code ships. Each
 * variable is named in full so Next.js can replace it.
 */
export function inlinedSiteSettings(): SiteSettings {
  const skipRate = Number(process.env.DOCS_WEB_VITALS_SKIP_RATE);
  return {
    siteUrl: process.env.SITE_URL || DEFAULT_SITE_URL,
    gaMeasurementId: process.env.DOCS_GA_MEASUREMENT_ID || null,
    webVitalsSkipRate: Number.isFinite(skipRate) ? skipRate : DEFAULT_WEB_VITALS_SKIP_RATE,
    muiXLicenseKey: process.env.MUI_X_LICENSE_KEY || null,
    sourceRepoUrl: process.env.SOURCE_REPO_URL || null,
  };
}
