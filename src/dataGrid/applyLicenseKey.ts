import { inlinedSiteSettings } from '../site/inlinedSettings';
import { createLicenseKeyApplier } from './licenseKey';

/** The site's applier: the key is MUI_X_LICENSE_KEY, inlined at build time (see src/site/settings.ts). */
export const applyMuiXLicenseKey = createLicenseKeyApplier(inlinedSiteSettings().muiXLicenseKey, () => import('@mui/x-license-pro'));
