/** What the licence module offers: `LicenseInfo` of @mui/x-license-pro (re-exported by the Pro and Premium grids). */
export interface LicenseModule {
  LicenseInfo: { setLicenseKey(key: string): void };
}

/**
 * Hands the site's MUI X licence key to the grids before any of them renders: call it, and wait for it,
 * before loading a grid demo. Without a key nothing loads and the Pro and Premium grids show the
 * package's own missing-licence watermark. The module is loaded once, only when there is a key.
 */
export function createLicenseKeyApplier(key: string | null, loadLicenseModule: () => Promise<LicenseModule>): () => Promise<void> {
  let applied: Promise<void> | null = null;
  return () => {
    if (!key) return Promise.resolve();
    applied ??= loadLicenseModule().then(({ LicenseInfo }) => LicenseInfo.setLicenseKey(key));
    return applied;
  };
}
