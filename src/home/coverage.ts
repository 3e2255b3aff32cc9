import type { ProductId } from '../site/products';

/** What one library's docs hold today, as the home page says it (derived at build time from the navigation). */
export interface LibraryCoverage {
  product: ProductId;
  /** Guides and component pages with their content. */
  written: number;
  /** Guides and component pages in the navigation, planned components left out. */
  total: number;
  /** API reference pages (always complete: derived from the installed package). */
  apiPages: number;
}

/** The translation key and parameters of a library's coverage line. */
export function coverageWording(coverage: LibraryCoverage): { key: string; params: Record<string, string> } {
  const params = { written: String(coverage.written), total: String(coverage.total), api: String(coverage.apiPages) };
  if (coverage.written >= coverage.total) return { key: 'home.coverageComplete', params };
  if (coverage.written === 0) return { key: 'home.coverageNone', params };
  return { key: 'home.coveragePartial', params };
}
