import { describe, expect, it } from 'vitest';
import { getProductInfoFromUrl, NO_PRODUCT } from './productInfo';

describe('getProductInfoFromUrl', () => {
  it('uses the string "null" for no product', () => {
    expect(NO_PRODUCT).toBe('null');
  });

  it.each(['material-ui', 'joy-ui', 'base-ui', 'system'])('classifies /%s/ as a core product', (folder) => {
    expect(getProductInfoFromUrl(`/${folder}/getting-started/`)).toEqual({
      productId: folder,
      productCategoryId: 'core',
    });
    expect(getProductInfoFromUrl(`/${folder}`)).toEqual({ productId: folder, productCategoryId: 'core' });
  });

  it.each([
    ['/x/react-data-grid/', 'x-data-grid'],
    ['/x/react-data-grid', 'x-data-grid'],
    ['/x/react-data-grid/editing/', 'x-data-grid'],
    ['/x/react-date-pickers/getting-started/', 'x-date-pickers'],
  ])('derives the X product of %s', (url, productId) => {
    expect(getProductInfoFromUrl(url)).toEqual({ productId, productCategoryId: 'x' });
  });

  it.each(['/x/api/data-grid/', '/x/migration/migration-data-grid-v5/', '/x/', '/x/introduction/'])(
    'gives X pages without a react- folder (%s) the product "null"',
    (url) => {
      expect(getProductInfoFromUrl(url)).toEqual({ productId: 'null', productCategoryId: 'x' });
    },
  );

  it.each(['/docs/', '/versions/', '/production-error/', '/production-error/?code=1'])(
    'classifies %s as the docs product without category',
    (url) => {
      expect(getProductInfoFromUrl(url)).toEqual({ productId: 'docs', productCategoryId: 'null' });
    },
  );

  it('classifies /experiments/docs/ pages as docs-infra', () => {
    expect(getProductInfoFromUrl('/experiments/docs/')).toEqual({ productId: 'docs-infra', productCategoryId: 'null' });
    expect(getProductInfoFromUrl('/experiments/docs/callouts/')).toEqual({
      productId: 'docs-infra',
      productCategoryId: 'null',
    });
  });

  it('does not classify other /experiments/ pages as docs-infra', () => {
    expect(getProductInfoFromUrl('/experiments/docsfoo/')).toEqual({ productId: 'null', productCategoryId: 'null' });
    expect(getProductInfoFromUrl('/experiments/other/')).toEqual({ productId: 'null', productCategoryId: 'null' });
  });

  it('classifies toolpad', () => {
    expect(getProductInfoFromUrl('/toolpad/getting-started/')).toEqual({
      productId: 'toolpad',
      productCategoryId: 'toolpad',
    });
  });

  it.each(['/', '', '/blog/', '/material-uifoo/', '/unknown/page/', '/xfoo/react-data-grid/'])(
    'gives %j no product',
    (url) => {
      expect(getProductInfoFromUrl(url)).toEqual({ productId: 'null', productCategoryId: 'null' });
    },
  );

  it('ignores the query string', () => {
    expect(getProductInfoFromUrl('/material-ui?x=/x/react-data-grid/')).toEqual({
      productId: 'material-ui',
      productCategoryId: 'core',
    });
    expect(getProductInfoFromUrl('/x/react-data-grid?tab=1')).toEqual({
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(getProductInfoFromUrl('/?path=/material-ui/')).toEqual({ productId: 'null', productCategoryId: 'null' });
  });
});
