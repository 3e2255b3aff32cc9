import Head from 'next/head';
import { getProductInfoFromUrl } from '../routing/productInfo';
import { pathnameToLanguage } from '../routing/pathnameToLanguage';

/** The `mui:productId` and `mui:productCategoryId` metas of a page (DESIGN B2); analytics reads them. */
export function ProductMeta({ asPath }: { asPath: string }) {
  const { productId, productCategoryId } = getProductInfoFromUrl(pathnameToLanguage(asPath).canonicalAsServer);
  return (
    <Head>
      <meta key="mui:productId" name="mui:productId" content={productId} />
      <meta key="mui:productCategoryId" name="mui:productCategoryId" content={productCategoryId} />
    </Head>
  );
}
