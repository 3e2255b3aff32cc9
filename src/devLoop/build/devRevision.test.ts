import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_REVISION_FILE, DEV_REVISION_TRIGGER_FILE, ensureDevRevisionTrigger, readDevRevision, removeDevRevision, writeDevRevision } from './devRevision';
import { parseDevRevision, revisionChange } from '../devRevision';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-revision-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the dev revision file', () => {
  it('starts at zero, is written as JSON under public/, reads back what was written, and is removed', () => {
    expect(readDevRevision(root)).toEqual({ content: 0, routes: 0 });
    writeDevRevision(root, { content: 7, routes: 2 });
    expect(DEV_REVISION_FILE.startsWith(path.join('public', 'static'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(root, DEV_REVISION_FILE), 'utf8'))).toEqual({ content: 7, routes: 2 });
    expect(readDevRevision(root)).toEqual({ content: 7, routes: 2 });
    // Written whole, then renamed: no temporary file stays.
    expect(fs.readdirSync(path.dirname(path.join(root, DEV_REVISION_FILE)))).toEqual(['dev-revision.json']);
    removeDevRevision(root);
    expect(fs.existsSync(path.join(root, DEV_REVISION_FILE))).toBe(false);
    removeDevRevision(root); // nothing to remove
  });

  it('rewrites the trigger module with each revision, and writes one when it is missing', () => {
    const trigger = path.join(root, DEV_REVISION_TRIGGER_FILE);
    fs.rmSync(trigger, { force: true });
    ensureDevRevisionTrigger(root);
    expect(fs.readFileSync(trigger, 'utf8')).toContain('export const DEV_CONTENT_CHANGED_AT = 0;');
    writeDevRevision(root, { content: 1, routes: 0 });
    const first = fs.readFileSync(trigger, 'utf8');
    expect(first).toMatch(/DEV_CONTENT_CHANGED_AT = [1-9]\d+;/);
    ensureDevRevisionTrigger(root); // an existing module is kept
    expect(fs.readFileSync(trigger, 'utf8')).toBe(first);
  });

  it('reads a damaged file as zero', () => {
    fs.mkdirSync(path.dirname(path.join(root, DEV_REVISION_FILE)), { recursive: true });
    fs.writeFileSync(path.join(root, DEV_REVISION_FILE), 'garbage');
    expect(readDevRevision(root)).toEqual({ content: 0, routes: 0 });
    fs.writeFileSync(path.join(root, DEV_REVISION_FILE), '{"content": -1, "routes": 2}');
    expect(readDevRevision(root)).toEqual({ content: 0, routes: 0 });
  });
});

describe('what the open page does when the revision moves', () => {
  it('reloads when the routes changed, refreshes its props when only content did, and else nothing', () => {
    expect(revisionChange({ content: 1, routes: 0 }, { content: 1, routes: 0 })).toBe('none');
    expect(revisionChange({ content: 1, routes: 0 }, { content: 2, routes: 0 })).toBe('refresh');
    expect(revisionChange({ content: 1, routes: 0 }, { content: 2, routes: 1 })).toBe('reload');
    // A dev server restarted from zero is a change too.
    expect(revisionChange({ content: 9, routes: 3 }, { content: 1, routes: 0 })).toBe('reload');
  });

  it('accepts only whole, non-negative counts', () => {
    expect(parseDevRevision({ content: 3, routes: 1 })).toEqual({ content: 3, routes: 1 });
    expect(parseDevRevision({ content: 3 })).toBeNull();
    expect(parseDevRevision({ content: 1.5, routes: 0 })).toBeNull();
    expect(parseDevRevision('{"content":1,"routes":0}')).toBeNull();
    expect(parseDevRevision(null)).toBeNull();
  });
});
