import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportFileOf } from './exportFile';

describe('exportFileOf', () => {
  const out = path.resolve('/tmp/out');

  it('maps a public path to its file in the export', () => {
    expect(exportFileOf(out, '/_next/static/chunks/a.js')).toBe(path.join(out, '_next', 'static', 'chunks', 'a.js'));
    expect(exportFileOf('/tmp/out/', '/index.html')).toBe(path.join(out, 'index.html'));
  });

  it('refuses a path that leaves the export, or is the export itself', () => {
    expect(exportFileOf(out, '/../etc/passwd')).toBeNull();
    expect(exportFileOf(out, '/_next/../../x.js')).toBeNull();
    expect(exportFileOf(out, '/')).toBeNull();
  });
});
