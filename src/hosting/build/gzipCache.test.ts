import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GzipCache } from './gzipCache';

let dir = '';
const file = (name: string) => path.join(dir, name);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-cache-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GzipCache', () => {
  it('compresses a file once and hands out the same bytes until it changes', () => {
    fs.writeFileSync(file('a.js'), 'console.log(1);'.repeat(100));
    const cache = new GzipCache(1024 * 1024);
    const first = cache.get(file('a.js'));
    expect(zlib.gunzipSync(first!).toString()).toBe('console.log(1);'.repeat(100));
    expect(cache.get(file('a.js'))).toBe(first);

    fs.writeFileSync(file('a.js'), 'changed');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file('a.js'), later, later);
    const second = cache.get(file('a.js'));
    expect(second).not.toBe(first);
    expect(zlib.gunzipSync(second!).toString()).toBe('changed');
  });

  it('gives null for a file that cannot be read', () => {
    expect(new GzipCache(1024).get(file('missing.js'))).toBeNull();
  });

  it('keeps at most its byte limit, dropping the least recently used file first', () => {
    // Random bytes barely compress: each file's copy is close to 2,000 bytes.
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(file(name), Buffer.from(Array.from({ length: 2_000 }, () => Math.floor(Math.random() * 256))));
    const cache = new GzipCache(4_500);
    const a = cache.get(file('a'));
    cache.get(file('b'));
    expect(cache.get(file('a'))).toBe(a); // a is now the most recently used
    cache.get(file('c')); // over the limit: b goes
    expect(cache.heldBytes).toBeLessThanOrEqual(4_500);
    expect(cache.get(file('a'))).toBe(a);
  });

  it('serves a file larger than its limit without keeping it', () => {
    fs.writeFileSync(file('big'), Buffer.from(Array.from({ length: 5_000 }, () => Math.floor(Math.random() * 256))));
    const cache = new GzipCache(1_000);
    expect(cache.get(file('big'))).not.toBeNull();
    expect(cache.heldBytes).toBe(0);
  });
});
