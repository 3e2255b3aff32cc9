import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSpecifiers, packageOf, reachableModules, resolveRelative } from './moduleImports';

describe('importSpecifiers and packageOf', () => {
  it('read every import form, not text in strings or patterns, and map subpaths to their package', () => {
    const text = [
      `/// <reference types="pkg-e" />`,
      `import a from '@mui/material/Button';`,
      `import type { Node } from 'unist';`,
      `export { b } from 'pkg-b/sub';`,
      `export type { G } from 'pkg-g';`,
      `const c = await import('pkg-c');`,
      `const d = require('pkg-d');`,
      `type T = typeof import('pkg-f');`,
      'const code = `import x from "not-a-dependency"`;',
      `const pattern = /import x from '([^']+)'/;`,
      `const text = "require('not-either')";`,
      `import fs from 'node:fs'; import path from 'path'; import local from './local'; import up from '../up';`,
    ].join('\n');
    const specifiers = importSpecifiers(text);
    expect(specifiers).toContain('./local');
    expect(specifiers.map(packageOf).filter(Boolean).sort()).toEqual(['@mui/material', 'pkg-b', 'pkg-c', 'pkg-d', 'pkg-e', 'pkg-f', 'pkg-g', 'unist']);
  });
});

describe('reachableModules', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-imports-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const write = (relative: string, text: string) => {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };

  it('follows relative imports transitively, resolving extensions and index files, not packages', () => {
    const entry = write('a/types.ts', `import type { B } from './b';\nimport { x } from 'pkg';\nexport type { C } from '../c';`);
    const b = write('a/b.tsx', `import { D } from '../d/index';\nexport type B = 1;`);
    const c = write('c/index.ts', `import type { B } from '../a/b';\nexport type C = 2;`);
    const d = write('d/index.ts', 'export const D = 1;');
    expect(resolveRelative(entry, '../c')).toBe(c);
    expect(resolveRelative(entry, 'pkg')).toBeNull();
    expect(reachableModules(entry).map((module) => module.file)).toEqual([b, entry, c, d].sort());
    // Only within a/: c/ and d/ are seen as imports, not read.
    const within = reachableModules(entry, (file) => file.startsWith(path.join(dir, 'a') + path.sep));
    expect(within.map((module) => module.file)).toEqual([b, entry]);
    expect(within.find((module) => module.file === b)!.imports).toEqual([{ specifier: '../d/index', file: d }]);
  });
});
