import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, sourceMapWithCompileHint, withCompileHint, writeCompileHints } from './compileHints';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{e.v(40+2)}]);\n//# sourceMappingURL=boot.js.map';
const MAP = { version: 3, sources: ['src/boot.ts'], names: [], mappings: 'AAAA,CAAC;AACD' };

describe('withCompileHint', () => {
  it('makes the magic comment the first line, once, and the script runs as before', () => {
    const hinted = withCompileHint(CHUNK);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length)).toBe(CHUNK);
    expect(withCompileHint(hinted)).toBe(hinted);
    const run = (source: string) => {
      const sandbox: { globalThis?: unknown; TURBOPACK?: unknown[] } = {};
      sandbox.globalThis = sandbox;
      vm.runInNewContext(source, sandbox);
      return JSON.stringify(sandbox.TURBOPACK?.length);
    };
    expect(run(hinted)).toBe(run(CHUNK));
  });

  it('moves the source map down one generated line', () => {
    const moved = sourceMapWithCompileHint(MAP);
    expect(moved.mappings.split(';')).toEqual(['', ...MAP.mappings.split(';')]);
    expect(moved).toMatchObject({ sources: MAP.sources, version: 3 });
  });
});

describe('writeCompileHints', () => {
  let outDir: string;
  const chunk = (name: string) => path.join(outDir, '_next', 'static', 'chunks', name);
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.mkdirSync(path.dirname(chunk('x')), { recursive: true });
    fs.writeFileSync(chunk('boot.js'), CHUNK);
    fs.writeFileSync(chunk('boot.js.map'), JSON.stringify(MAP));
    fs.writeFileSync(chunk('on-demand.js'), 'later()');
    fs.writeFileSync(path.join(outDir, 'outside.js'), 'outside()');
  });
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('hints the boot scripts only, with their maps, and a second run changes nothing', () => {
    const listed = ['/_next/static/chunks/boot.js', '/_next/static/chunks/boot.js', '/_next/static/chunks/missing.js'];
    expect(writeCompileHints(outDir, listed)).toBe(1);
    expect(fs.readFileSync(chunk('boot.js'), 'utf8')).toBe(COMPILE_HINT + CHUNK);
    expect(JSON.parse(fs.readFileSync(chunk('boot.js.map'), 'utf8')).mappings).toBe(`;${MAP.mappings}`);
    expect(fs.readFileSync(chunk('on-demand.js'), 'utf8')).toBe('later()');
    expect(writeCompileHints(outDir, listed)).toBe(0);
    expect(JSON.parse(fs.readFileSync(chunk('boot.js.map'), 'utf8')).mappings).toBe(`;${MAP.mappings}`);
  });

  it('never writes outside the export', () => {
    const nested = path.join(outDir, 'site');
    fs.mkdirSync(nested);
    expect(writeCompileHints(nested, ['/../outside.js', '../outside.js'])).toBe(0);
    expect(fs.readFileSync(path.join(outDir, 'outside.js'), 'utf8')).toBe('outside()');
  });
});
