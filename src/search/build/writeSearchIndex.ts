import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Language } from '../../site/languages';
import { searchChunkPath } from '../searchChunkPath';
import { SEARCH_CHUNKS, type SearchChunkName, type SearchRecord } from '../types';
import { buildSearchChunk } from './searchChunks';

export interface SearchIndexReport {
  language: Language;
  records: number;
  /** Size of each chunk, served compressed (gzip), in bytes. */
  gzipBytes: Record<SearchChunkName, number>;
}

/** Writes the index of one language into the export, a file per chunk (see searchChunkPath). */
export function writeSearchIndex(outDir: string, language: Language, records: readonly SearchRecord[]): SearchIndexReport {
  const gzipBytes = {} as Record<SearchChunkName, number>;
  for (const chunk of SEARCH_CHUNKS) {
    const json = JSON.stringify(buildSearchChunk(chunk, records));
    const file = path.join(outDir, ...searchChunkPath(language, chunk).split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, json);
    gzipBytes[chunk] = zlib.gzipSync(json).length;
  }
  return { language, records: records.length, gzipBytes };
}
