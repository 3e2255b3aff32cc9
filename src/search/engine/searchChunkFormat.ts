import type { AsPlainObject } from 'minisearch';
import { textToHash } from '../../markdown/textToHash';

/**
 * How a chunk's MiniSearch index travels. `toJSON()` keeps three things a chunk can do without:
 * - `documentIds`, which maps MiniSearch's numbering to the records' ids: the build numbers the records
 *   0, 1, 2… in their chunk, so the map is rebuilt from the count;
 * - `storedFields`: the chunk's records hold them, by column;
 * - `fieldLength` as an object keyed `"0"`, `"1"`…: an array says the same.
 * Together they were 40% of the titles chunk, the one the first query waits for.
 */
export type CompactIndex = Omit<AsPlainObject, 'documentIds' | 'storedFields' | 'fieldLength'> & { fieldLength: number[][] };

/** The index as the build writes it; its records must be numbered 0, 1, 2… in the order they were added. */
export function compactIndex(plain: AsPlainObject): CompactIndex {
  const { documentIds, storedFields: _storedFields, fieldLength, ...rest } = plain;
  const ids = Object.entries(documentIds);
  if (ids.some(([shortId, id], position) => shortId !== String(position) || id !== position)) {
    throw new Error('Search chunk: records must be numbered 0, 1, 2… in the order they are added');
  }
  return { ...rest, fieldLength: ids.map(([shortId]) => fieldLength[shortId] ?? []) };
}

/** The index as MiniSearch loads it; null when the data is not a compact index. */
export function expandIndex(data: unknown): AsPlainObject | null {
  if (typeof data !== 'object' || data === null) return null;
  const compact = data as Partial<CompactIndex>;
  const count = compact.documentCount;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  if (!Array.isArray(compact.fieldLength) || compact.fieldLength.length !== count || !Array.isArray(compact.index)) return null;
  // Arrays index as objects keyed "0", "1"…: MiniSearch reads both alike.
  const documentIds = Array.from({ length: count }, (_, position) => position);
  return { ...(compact as CompactIndex), documentIds, storedFields: {}, fieldLength: compact.fieldLength as unknown as AsPlainObject['fieldLength'] };
}

/** A record's hash as its chunk stores it: `null` where the heading's own anchor gives it. */
export function storedHash(hash: string, heading: string): string | null {
  return hash !== '' && hash === textToHash(heading) ? null : hash;
}

/** A record's hash from what its chunk stores. */
export function hashOf(stored: string | null, heading: string): string {
  return stored ?? textToHash(heading);
}
