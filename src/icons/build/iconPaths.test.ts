import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIconPath, SHELL_ICONS, shellIconSymbols, writeShellIcons } from './iconPaths';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe('readIconPath', () => {
  it('reads the path of an installed icon', () => {
    const d = readIconPath('Menu');
    expect(d).toMatch(/^M[\d.\s,hvlHVLzZmMcCsSaA-]+$/);
    const source = fs.readFileSync(path.join(process.cwd(), 'node_modules/@mui/icons-material/esm/Menu.js'), 'utf8');
    expect(source).toContain(d);
  });

  it('reads every icon of the shell', () => {
    for (const name of SHELL_ICONS) expect(readIconPath(name).length).toBeGreaterThan(10);
  });

  it('joins the data of an icon made of several paths', () => {
    fs.writeFileSync(
      path.join(temp, 'Pair.js'),
      'export default createSvgIcon([/*#__PURE__*/_jsx("path", {\n  d: "M1 1h2"\n}, "0"), /*#__PURE__*/_jsx("path", {\n  d: "M5 5h2"\n}, "1")], \'Pair\');',
    );
    expect(readIconPath('Pair', temp)).toBe('M1 1h2 M5 5h2');
  });

  it('refuses unknown names, path tricks and icons of several shapes', () => {
    expect(() => readIconPath('NoSuchIcon')).toThrow('@mui/icons-material has no icon named NoSuchIcon.');
    expect(() => readIconPath('../utils/createSvgIcon')).toThrow('is not an icon name');
    fs.writeFileSync(
      path.join(temp, 'Two.js'),
      'export default createSvgIcon([/*#__PURE__*/_jsx("path", {\n  d: "M1 1h2"\n}, "0"), /*#__PURE__*/_jsx("circle", {\n  cx: "12"\n}, "1")], \'Two\');',
    );
    expect(() => readIconPath('Two', temp)).toThrow('The icon Two is not made of plain paths');
  });
});

describe('writeShellIcons', () => {
  it('writes the icons as symbols for the page, and a module that only names them', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'symbols-'));
    try {
      fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'));
      fs.mkdirSync(path.join(root, 'src', 'icons'), { recursive: true });
      fs.mkdirSync(path.join(root, 'public', 'static', 'icons'), { recursive: true });
      // A sprite file of an earlier version goes; other icons stay.
      fs.writeFileSync(path.join(root, 'public', 'static', 'icons', 'shell-0000000000.svg'), 'stale');
      fs.writeFileSync(path.join(root, 'public', 'static', 'icons', 'icon-192.png'), 'kept');
      const moduleText = fs.readFileSync(writeShellIcons(root), 'utf8');
      expect(fs.readdirSync(path.join(root, 'public', 'static', 'icons'))).toEqual(['icon-192.png']);
      const symbols = fs.readFileSync(path.join(root, 'src', 'icons', 'shellIconSymbols.generated.ts'), 'utf8');
      for (const name of SHELL_ICONS) {
        expect(symbols).toContain(JSON.stringify(`<symbol id="shell-icon-${name}" viewBox="0 0 24 24"><path d="${readIconPath(name)}"/></symbol>`).slice(1, -1));
        expect(moduleText).toContain(`"${name}"`);
      }
      // The bundle carries names only.
      expect(moduleText).not.toContain(readIconPath('Menu'));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('builds one symbol per icon, apart from heading anchors', () => {
    expect(shellIconSymbols([['A', 'M0 0h1'], ['B', 'M1 1h2']])).toBe(
      '<symbol id="shell-icon-A" viewBox="0 0 24 24"><path d="M0 0h1"/></symbol><symbol id="shell-icon-B" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>',
    );
  });
});
