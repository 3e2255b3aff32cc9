import type { NavSectionId } from '../../navigation/sections';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import type { Language } from '../../site/languages';
import { PRODUCTS } from '../../site/products';
import type { QuickLink } from './searchView';

/** The product chip's text: the product's name, or "MUI" for the pages about the site itself. */
export function productLabel(product: NavSectionId): string {
  return PRODUCTS.find((candidate) => candidate.id === product)?.name ?? 'MUI';
}

/** The dialog's starting points: each product's overview, the reader's product first. */
export function quickLinks(language: Language, currentProduct: NavSectionId | null): QuickLink[] {
  const products = [...PRODUCTS].sort((a, b) => Number(b.id === currentProduct) - Number(a.id === currentProduct));
  return products.map((product) => ({
    href: localizeHref(pathnameToHref(product.landingPathname), language),
    title: product.name,
    subtitle: product.description,
    product: product.id,
  }));
}
