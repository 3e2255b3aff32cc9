import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPrismTheme, PRISM_CONTRAST_FIX, PRISM_THEME_PUBLIC_PATH, resolvePrismTheme } from './prismTheme';

describe('copyPrismTheme', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the theme at /static/styles/prism-okaidia.css', () => {
    expect(PRISM_THEME_PUBLIC_PATH).toBe('/static/styles/prism-okaidia.css');
  });

  it('copies the installed okaidia theme into <publicDir>/static/styles, creating folders', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-theme-'));
    dirs.push(publicDir);
    const destination = copyPrismTheme(path.join(publicDir, 'nested', 'public'));
    expect(destination).toBe(path.join(publicDir, 'nested', 'public', 'static', 'styles', 'prism-okaidia.css'));
    const copied = fs.readFileSync(destination, 'utf8');
    expect(copied.startsWith(fs.readFileSync(resolvePrismTheme(), 'utf8'))).toBe(true);
    // The pink of tags is lightened last, so it wins over the theme's own rule.
    expect(copied.trimEnd().endsWith(PRISM_CONTRAST_FIX.trimEnd())).toBe(true);
    expect(copied.lastIndexOf('#fc5c8c')).toBeGreaterThan(copied.lastIndexOf('#f92672'));
    expect(copied).toContain('okaidia');
    expect(copied).toContain('.token.keyword');
  });

  it('overwrites an older copy', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-theme-'));
    dirs.push(publicDir);
    const first = copyPrismTheme(publicDir);
    fs.writeFileSync(first, 'stale');
    expect(fs.readFileSync(copyPrismTheme(publicDir), 'utf8')).not.toBe('stale');
  });
});
