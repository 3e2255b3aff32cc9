import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactIndex, expandIndex, hashOf, storedHash } from './searchChunkFormat';

interface Doc {
  id: number;
  title: string;
}

const docs: Doc[] = [
  { id: 0, title: 'Button sizes' },
  { id: 1, title: 'Loading button' },
  { id: 2, title: 'Dialog' },
];

function indexOf(list: Doc[]): MiniSearch<Doc> {
  const search = new MiniSearch<Doc>({ fields: ['title'], storeFields: ['title'] });
  search.addAll(list);
  return search;
}

describe('search chunk format', () => {
  it('travels without document ids, stored fields or keyed field lengths, and searches as before', () => {
    const original = indexOf(docs);
    const compact = JSON.parse(JSON.stringify(compactIndex(original.toJSON()))) as Record<string, unknown>;
    expect(Object.keys(compact)).not.toContain('documentIds');
    expect(Object.keys(compact)).not.toContain('storedFields');
    expect(compact.fieldLength).toEqual([[2], [2], [1]]);

    const loaded = MiniSearch.loadJS(expandIndex(compact)!, { fields: ['title'] });
    const ids = (search: MiniSearch<Doc>) => search.search('button').map((result) => [result.id, result.score]);
    expect(ids(loaded)).toEqual(ids(original));
    expect(loaded.search('dialog').map((result) => result.id)).toEqual([2]);
  });

  it('refuses records not numbered by their position, which the rebuilt ids would mismatch', () => {
    expect(() => compactIndex(indexOf([{ id: 5, title: 'Chip' }]).toJSON())).toThrow(/numbered/);
    expect(() => compactIndex(indexOf([{ id: '0' as unknown as number, title: 'Chip' }]).toJSON())).toThrow(/numbered/);
  });

  it('rejects what is not a compact index', () => {
    const compact = compactIndex(indexOf(docs).toJSON());
    expect(expandIndex(null)).toBeNull();
    expect(expandIndex({ ...compact, documentCount: -1 })).toBeNull();
    expect(expandIndex({ ...compact, documentCount: 4 })).toBeNull();
    expect(expandIndex({ ...compact, index: {} })).toBeNull();
  });

  it("stores a heading's hash only where its anchor is not the heading's own", () => {
    expect(storedHash('', '')).toBe('');
    expect(storedHash('basic-button', 'Basic button')).toBeNull();
    expect(hashOf(null, 'Basic button')).toBe('basic-button');
    // A repeated heading's anchor (`-2`) and an API member's are kept as they are.
    expect(storedHash('sizes-2', 'Sizes')).toBe('sizes-2');
    expect(storedHash('props-disableElevation', 'disableElevation')).toBe('props-disableElevation');
    expect(hashOf('sizes-2', 'Sizes')).toBe('sizes-2');
    expect(hashOf('', '')).toBe('');
  });
});
