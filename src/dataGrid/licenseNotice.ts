/**
 * The notice the Pro and Premium grids log themselves (console.error) when no MUI X licence key is set;
 * they show their "Missing license key" watermark too. Expected wherever no key is configured.
 */
const MISSING_LICENSE_KEY_NOTICE = /^\*+\s+MUI: Missing license key\.\s/;

/** True for the grids' own missing-licence notice, and for nothing else. */
export function isMissingLicenseKeyNotice(text: string): boolean {
  return MISSING_LICENSE_KEY_NOTICE.test(text);
}
