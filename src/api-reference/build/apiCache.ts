import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiDoc } from '../types';
import { DOCUMENTED_PACKAGES, packageDir } from './apiProgram';

export const API_CACHE_FILE = path.join(process.cwd(), '.cache', 'api', 'api-docs.json');

interface CacheFile {
  key: string;
  docs: ApiDoc[];
}

/** Changes when a documented package or the extractor itself (any source of src/api-reference, tests aside) changes. */
export function apiCacheKey(): string {
  const hash = crypto.createHash('sha256');
  for (const name of DOCUMENTED_PACKAGES) {
    hash.update(`${name}@${JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version}\n`);
  }
  const here = path.join(process.cwd(), 'src', 'api-reference');
  for (const dir of [here, path.join(here, 'build'), path.join(process.cwd(), 'src', 'navigation', 'trees')]) {
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) {
      hash.update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex');
}

export function readApiCache(key: string): ApiDoc[] | null {
  try {
    const cache = JSON.parse(fs.readFileSync(API_CACHE_FILE, 'utf8')) as CacheFile;
    return cache.key === key ? cache.docs : null;
  } catch {
    return null;
  }
}

export function writeApiCache(key: string, docs: ApiDoc[]): void {
  fs.mkdirSync(path.dirname(API_CACHE_FILE), { recursive: true });
  fs.writeFileSync(API_CACHE_FILE, JSON.stringify({ key, docs } satisfies CacheFile));
}

/** The extracted API docs for the pages (written by `npm run generate`). */
export function loadApiDocs(): ApiDoc[] {
  try {
    return (JSON.parse(fs.readFileSync(API_CACHE_FILE, 'utf8')) as CacheFile).docs;
  } catch {
    throw new Error(`No API data at ${path.relative(process.cwd(), API_CACHE_FILE)}: run \`npm run generate\` first.`);
  }
}
