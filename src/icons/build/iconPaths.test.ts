import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIconPath, SHELL_ICONS } from './iconPaths';

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
