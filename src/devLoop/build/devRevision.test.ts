import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_REVISION_FILE, ensureDevRevision, readDevRevision, writeDevRevision } from './devRevision';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-revision-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the dev revision module', () => {
  it('starts at zero, is written as a module the browser imports, and reads back what was written', () => {
    expect(readDevRevision(root)).toEqual({ content: 0, routes: 0 });
    ensureDevRevision(root);
    expect(fs.readFileSync(path.join(root, DEV_REVISION_FILE), 'utf8')).toContain('export const DEV_REVISION = { content: 0, routes: 0 };');
    writeDevRevision(root, { content: 7, routes: 2 });
    expect(readDevRevision(root)).toEqual({ content: 7, routes: 2 });
    ensureDevRevision(root); // an existing revision is kept
    expect(readDevRevision(root)).toEqual({ content: 7, routes: 2 });
  });

  it('reads a damaged file as zero', () => {
    fs.writeFileSync(path.join(root, DEV_REVISION_FILE), 'garbage');
    expect(readDevRevision(root)).toEqual({ content: 0, routes: 0 });
  });
});
