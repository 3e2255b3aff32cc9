import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProduct, PRODUCTS } from './products';

function installedVersion(packageName: string): string {
  const file = path.join(process.cwd(), 'node_modules', packageName, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error(`${file} has no version`);
  return manifest.version;
}

describe('PRODUCTS', () => {
  it('lists products with distinct ids', () => {
    const ids = PRODUCTS.map((product) => product.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(PRODUCTS.map((product) => [product.id, product] as const))('%s', (_id, product) => {
    it('states the version installed in node_modules', () => {
      expect(product.version).toBe(installedVersion(product.packageName));
    });

    it('has exactly one current version, labelled v<version>, without a link', () => {
      const current = product.versions.filter((version) => version.current === true);
      expect(current).toHaveLength(1);
      expect(current[0]?.text).toBe(`v${product.version}`);
      expect(current[0]?.href).toBeUndefined();
    });

    it('ends the version menu with a link to /versions/', () => {
      expect(product.versions.at(-1)?.href).toBe('/versions/');
    });

    it('is found by its id', () => {
      expect(findProduct(product.id)).toBe(product);
    });
  });

  it('finds no product for an unknown id', () => {
    expect(findProduct('toolpad')).toBeUndefined();
  });
});
