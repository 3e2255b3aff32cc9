import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const lock = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would look for `name` when `from` (a lock key such as `node_modules/a/node_modules/b`) requires it. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('keeps the optional native packages of every platform, so `npm ci` accepts it on any machine', () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolves(key, name)) missing.push(`${name} (optional dependency of ${key || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds another platform’s build of Next.js’s compiler (the entries a Linux-only lockfile drops)', () => {
    expect(lock.packages['node_modules/@next/swc-darwin-arm64']?.version).toBeDefined();
    expect(lock.packages['node_modules/@next/swc-win32-x64-msvc']?.version).toBeDefined();
  });
});
