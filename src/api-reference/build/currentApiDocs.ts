import type { ApiDoc } from '../types';
import { apiCacheKey, readApiCache, writeApiCache } from './apiCache';
import { extractAllApis } from './extractApi';

/**
 * The API data of the installed packages and the current extractor: the cache of `npm run generate` when
 * its key still matches, else a fresh extraction (written to the cache). Tests read it this way, so a
 * whole-data check takes a second after `npm run generate` and is never run against stale data.
 */
export function currentApiDocs(): { docs: ApiDoc[]; fromCache: boolean } {
  const key = apiCacheKey();
  const cached = readApiCache(key);
  if (cached) return { docs: cached, fromCache: true };
  const docs = extractAllApis();
  writeApiCache(key, docs);
  return { docs, fromCache: false };
}
