import { describe, expect, it } from 'vitest';
import { isMissingLicenseKeyNotice } from './licenseNotice';

// The text as @mui/x-license-pro 6.10.2 prints it (utils/licenseErrorMessageUtils.js, showError).
const stars = '*************************************************************';
const notice = (headline: string) => [stars, '', headline, '', 'The license key is missing.', '', stars].join('\n');

describe('isMissingLicenseKeyNotice', () => {
  it('recognises the missing-key notice', () => {
    expect(isMissingLicenseKeyNotice(notice('MUI: Missing license key.'))).toBe(true);
  });

  it('leaves the other licence problems and ordinary errors to fail the checks', () => {
    expect(isMissingLicenseKeyNotice(notice('MUI: Invalid license key.'))).toBe(false);
    expect(isMissingLicenseKeyNotice(notice('MUI: License key plan mismatch.'))).toBe(false);
    expect(isMissingLicenseKeyNotice('Warning: Each child in a list should have a unique "key" prop. MUI: Missing license key.')).toBe(false);
  });
});
