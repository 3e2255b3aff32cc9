import { describe, expect, it } from 'vitest';
import { createLicenseKeyApplier, type LicenseModule } from './licenseKey';

function fakeLicenseModule(log: string[]): () => Promise<LicenseModule> {
  return async () => {
    log.push('load licence module');
    return { LicenseInfo: { setLicenseKey: (key: string) => log.push(`setLicenseKey(${key})`) } };
  };
}

describe('createLicenseKeyApplier', () => {
  it('sets the key before whatever waits on it runs', async () => {
    const log: string[] = [];
    const apply = createLicenseKeyApplier('site-key', fakeLicenseModule(log));
    await apply().then(() => log.push('grid demo loads'));
    expect(log).toEqual(['load licence module', 'setLicenseKey(site-key)', 'grid demo loads']);
  });

  it('loads the licence module once however many grids load', async () => {
    const log: string[] = [];
    const apply = createLicenseKeyApplier('site-key', fakeLicenseModule(log));
    await Promise.all([apply(), apply(), apply()]);
    await apply();
    expect(log.filter((entry) => entry.startsWith('setLicenseKey'))).toEqual(['setLicenseKey(site-key)']);
  });

  it('loads nothing without a key, so the grids show their missing-licence watermark', async () => {
    const log: string[] = [];
    await createLicenseKeyApplier(null, fakeLicenseModule(log))();
    await createLicenseKeyApplier('', fakeLicenseModule(log))();
    expect(log).toEqual([]);
  });
});
