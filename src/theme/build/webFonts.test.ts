import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectWebFonts, rewriteFontsourceCss } from './webFonts';

const root = path.resolve(__dirname, '../../..');

describe('rewriteFontsourceCss', () => {
  it('keeps the woff2 source only, served from /static/fonts, with the unicode range', () => {
    const css = `/* latin */
@font-face {
  font-family: 'Plex';
  font-weight: 400;
  src: url(./files/plex-latin-400-normal.woff2) format('woff2'), url(./files/plex-latin-400-normal.woff) format('woff');
  unicode-range: U+0000-00FF;
}`;
    const result = rewriteFontsourceCss(css);
    expect(result.files).toEqual(['plex-latin-400-normal.woff2']);
    expect(result.css).toContain("src:url(/static/fonts/plex-latin-400-normal.woff2) format('woff2');");
    expect(result.css).toContain('unicode-range:U+0000-00FF;');
    expect(result.css).not.toContain('.woff)');
  });

  it('refuses a rule without woff2', () => {
    expect(() => rewriteFontsourceCss("@font-face { src: url(./files/a.ttf) format('truetype'); }")).toThrow(/woff2/);
  });
});

describe('collectWebFonts', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every face of the installed fonts and preloads existing latin faces', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fonts-'));
    dirs.push(project);
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
    const fonts = collectWebFonts(project);
    expect(fonts.files.length).toBeGreaterThan(10);
    for (const file of fonts.files) expect(fs.existsSync(path.join(project, 'public', 'static', 'fonts', file))).toBe(true);
    expect(fonts.preloads).toContain('/static/fonts/ibm-plex-sans-latin-500-normal.woff2');
    expect(fonts.preloads).toContain('/static/fonts/jetbrains-mono-latin-400-normal.woff2');
    expect(fonts.css).toMatch(/font-family:'JetBrains Mono'/);
    expect(fonts.css.match(/@font-face/g)?.length).toBe(fonts.files.length);
  });
});
