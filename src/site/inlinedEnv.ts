import type { SiteSettings } from './settings';

/** What next.config.ts hands to the browser bundle (`env`), read back by inlinedSiteSettings. */
export function inlinedEnv(settings: SiteSettings): Record<string, string> {
  return {
    SITE_URL: settings.siteUrl,
    DOCS_GA_MEASUREMENT_ID: settings.gaMeasurementId ?? '',
    DOCS_WEB_VITALS_SKIP_RATE: String(settings.webVitalsSkipRate),
    MUI_X_LICENSE_KEY: settings.muiXLicenseKey ?? '',
    SOURCE_REPO_URL: settings.sourceRepoUrl ?? '',
  };
}
