import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedDerivation, derivingCodeKey, DERIVING_CODE, DERIVING_PACKAGES, pruneDerivationCache } from './derivationCache';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'derivations-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('cachedDerivation', () => {
  it('derives once for the same inputs, across what would be separate processes', async () => {
    let derived = 0;
    const derive = async () => {
      derived += 1;
      return { js: 'const a = 1;\n', preview: null };
    };
    const first = await cachedDerivation(['source', 'Demo.tsx'], derive, dir);
    const second = await cachedDerivation(['source', 'Demo.tsx'], derive, dir);
    expect(derived).toBe(1);
    expect(second).toEqual(first);
    // One entry, in the folder of the current deriving code, and no partial file left behind.
    expect(fs.readdirSync(path.join(dir, derivingCodeKey()))).toHaveLength(1);
  });

  it('derives again when any input differs, including where one input ends and the next begins', async () => {
    let derived = 0;
    const derive = async () => ++derived;
    await cachedDerivation(['ab', 'c'], derive, dir);
    await cachedDerivation(['a', 'bc'], derive, dir);
    await cachedDerivation(['ab', 'd'], derive, dir);
    expect(derived).toBe(3);
  });

  it('derives as if uncached when the cache cannot be written', async () => {
    const blocked = path.join(dir, 'file');
    fs.writeFileSync(blocked, 'not a folder');
    let derived = 0;
    const value = await cachedDerivation(['x'], async () => ++derived, blocked);
    expect(value).toBe(1);
    expect(await cachedDerivation(['x'], async () => ++derived, blocked)).toBe(2);
  });

  it('prunes only the folders of deriving code that is not current', () => {
    fs.mkdirSync(path.join(dir, derivingCodeKey()));
    fs.mkdirSync(path.join(dir, 'an-older-key'));
    expect(pruneDerivationCache(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([derivingCodeKey()]);
  });

  it('keys on code and packages that exist', () => {
    for (const file of DERIVING_CODE) expect(fs.existsSync(path.join(process.cwd(), file)), file).toBe(true);
    for (const name of DERIVING_PACKAGES) expect(fs.existsSync(path.join(process.cwd(), 'node_modules', name, 'package.json')), name).toBe(true);
    expect(derivingCodeKey()).toMatch(/^[0-9a-f]{20}$/);
  });
});

describe('DERIVING_CODE', () => {
  /** loadDemo's imports that take no part in what is derived (which files, the deferred check, types). */
  const NOT_DERIVING = new Set(['src/blocks/build/demoSources.ts', 'src/blocks/demo/deferredDemos.ts', 'src/blocks/build/derivationCache.ts']);

  it('holds every local module the deriving code runs, so a change to any of them starts a new cache', () => {
    const missing: string[] = [];
    for (const file of DERIVING_CODE) {
      const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
      for (const match of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gm)) {
        const target = path.relative(process.cwd(), path.resolve(path.dirname(path.join(process.cwd(), file)), `${match[1]}.ts`));
        if (!DERIVING_CODE.includes(target) && !NOT_DERIVING.has(target)) missing.push(`${file} imports ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
