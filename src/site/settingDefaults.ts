/** Defaults of the site settings, shared by the build's parser (settings.ts) and the browser's reader (inlinedSettings.ts). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_WEB_VITALS_SKIP_RATE = 0.0001;
