/** Product identity of a page (DESIGN B2), carried by the `mui:` meta tags and read by analytics. */

export interface ProductInfo {
  productId: string;
  productCategoryId: string;
}

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_FOLDERS = new Set(['docs', 'versions', 'production-error']);

/** `'null'` (a string) stands for "no product", so meta tags and search facets can hold it. */
export const NO_PRODUCT = 'null';

/**
 * @param canonicalAsServer a path without language segment and hash, e.g. `/material-ui/react-button/`.
 */
export function getProductInfoFromUrl(canonicalAsServer: string): ProductInfo {
  const path = canonicalAsServer.split(/[?#]/)[0] ?? '';
  const firstFolder = path.split('/')[1] ?? '';

  if (CORE_PRODUCTS.has(firstFolder)) {
    return { productId: firstFolder, productCategoryId: 'core' };
  }
  if (firstFolder === 'x') {
    const match = /^\/x\/react-([^/]+)/.exec(path);
    return { productId: match?.[1] ? `x-${match[1]}` : NO_PRODUCT, productCategoryId: 'x' };
  }
  if (DOCS_FOLDERS.has(firstFolder)) {
    return { productId: 'docs', productCategoryId: NO_PRODUCT };
  }
  if (path === '/experiments/docs' || path.startsWith('/experiments/docs/')) {
    return { productId: 'docs-infra', productCategoryId: NO_PRODUCT };
  }
  if (firstFolder === 'toolpad') {
    return { productId: 'toolpad', productCategoryId: 'toolpad' };
  }
  return { productId: NO_PRODUCT, productCategoryId: NO_PRODUCT };
}
