import { normalizePathname } from '../../navigation/treeQueries';
import type { ApiDoc } from '../types';
import { loadApiDocs } from './apiCache';

let apiDocsByPage: Map<string, ApiDoc[]> | null = null;

/**
 * The API docs shown on a page (Base UI's API tabs hold several), by its pathname. The API data is read
 * and indexed once per process: the build asks for every page of both languages.
 */
export function apiDocsOfPage(pathname: string): ApiDoc[] {
  if (!apiDocsByPage) {
    apiDocsByPage = new Map();
    for (const doc of loadApiDocs()) {
      const key = normalizePathname(doc.pathname);
      apiDocsByPage.set(key, [...(apiDocsByPage.get(key) ?? []), doc]);
    }
  }
  return apiDocsByPage.get(normalizePathname(pathname)) ?? [];
}
