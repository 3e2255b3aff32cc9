import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  extractErrorCodes,
  extractErrorCodesWithConflicts,
  parseErrorCallSites,
  writeErrorCodes,
  type ErrorCodeExtraction,
} from './extractErrorCodes';

const ROOT = process.cwd();

describe('extractErrorCodes on the installed packages', () => {
  let real: ErrorCodeExtraction;
  beforeAll(() => {
    real = extractErrorCodesWithConflicts(ROOT);
  });

  it('finds the codes of the published builds', () => {
    expect(Object.keys(real.codes).length).toBeGreaterThanOrEqual(10);
    expect(real.packages).toEqual(expect.arrayContaining([expect.stringMatching(/^@mui\/material@/), expect.stringMatching(/^@mui\/utils@/)]));
    // One copy of each name@version: the nested @mui/utils copies are scanned once.
    expect(new Set(real.packages).size).toBe(real.packages.length);
  });

  it('turns the template spans into %s, in order', () => {
    expect(real.codes['9']).toMatch(/^MUI: Unsupported `%s` color\.\nThe following formats are supported/);
    expect(real.codes['11']?.match(/%s/g)).toHaveLength(2);
    expect(real.codes['7']).toBe('MUI: `capitalize(string)` expects a string argument.');
  });

  it('gives a non-empty message without `${` for every code, in ascending numeric order', () => {
    const keys = Object.keys(real.codes);
    expect(keys).toEqual([...keys].sort((a, b) => Number(a) - Number(b)));
    for (const [code, message] of Object.entries(real.codes)) {
      expect(code).toMatch(/^\d+$/);
      expect(typeof message).toBe('string');
      expect(message.trim()).not.toBe('');
      expect(message).not.toContain('${');
    }
  });

  it('reads every call site it finds', () => {
    expect(real.unmatched).toEqual([]);
    expect(extractErrorCodes(ROOT)).toEqual(real.codes);
  });
});

describe('extractErrorCodes on a fake package', () => {
  let root: string;

  const write = (relative: string, text: string) => {
    const file = path.join(root, ...relative.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const manifest = (name: string, extra: Record<string, string> = {}) =>
    JSON.stringify({ name, version: '1.0.0', ...extra });

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'error-codes-'));
    // ESM at the root, CommonJS in node/ (the same errors, which must not be read twice).
    write('node_modules/@mui/fake/package.json', manifest('@mui/fake', { main: './node/index.js', module: './index.js' }));
    write(
      'node_modules/@mui/fake/colors.js',
      [
        'import _formatMuiErrorMessage from "@mui/utils/formatMuiErrorMessage";',
        'export function a(color, space) {',
        '  throw new Error(process.env.NODE_ENV !== "production" ? `MUI: Unsupported \\`${color}\\` color${space ? ` in ${space}` : \'\'}.\\nSee \\u0060docs\\u0060.` : _formatMuiErrorMessage(9, color, space ? ` in ${space}` : \'\'));',
        '}',
        'export function b(value) {',
        '  throw new Error(process.env.NODE_ENV !== "production" ? `MUI: another text for ${value}.` : _formatMuiErrorMessage(9, value));',
        '}',
        'export function c() {',
        '  throw new Error(process.env.NODE_ENV !== "production" ? "MUI: a plain \\"string\\"." : (_formatMuiErrorMessage(301)));',
        '}',
        'export function d(x) {',
        '  throw new Error(process.env.NODE_ENV !== "production" ? "MUI: concatenated " + x + " text." : _formatMuiErrorMessage(302, x));',
        '}',
        'export function e() {',
        '  throw new Error(_formatMuiErrorMessage(303));',
        '}',
      ].join('\n'),
    );
    write(
      'node_modules/@mui/fake/node/colors.js',
      'throw new Error(process.env.NODE_ENV !== "production" ? `MUI: CommonJS copy.` : (0, _formatMuiErrorMessage2.default)(301));',
    );
    write('node_modules/@mui/fake/legacy/colors.js', 'throw new Error(true ? "MUI: legacy copy." : _formatMuiErrorMessage(301));');
    // ESM in esm/, CommonJS at the root; nested under another package.
    const nested = 'node_modules/other/node_modules/@mui/nested';
    write(`${nested}/package.json`, manifest('@mui/nested', { main: './index.js', module: './esm/index.js' }));
    write(
      `${nested}/esm/index.js`,
      'export const f = (a) => { throw new Error(process.env.NODE_ENV !== "production" ? `MUI: Nested ${a}.` : _utils.formatMuiErrorMessage(400, a)); };',
    );
    write(`${nested}/index.js`, 'throw new Error(1 ? `MUI: root CommonJS copy.` : (0, _utils.formatMuiErrorMessage)(400));');
    write('node_modules/other/package.json', manifest('other'));
    // Not an @mui package: ignored.
    write('node_modules/not-mui/package.json', manifest('not-mui'));
    write('node_modules/not-mui/index.js', 'throw new Error(1 ? `Other.` : formatMuiErrorMessage(500));');
  });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads the ESM build of each @mui package, keeps the first of two conflicting messages and reports the other', () => {
    const result = extractErrorCodesWithConflicts(root);
    expect(result.codes).toEqual({
      '9': 'MUI: Unsupported `%s` color%s.\nSee `docs`.',
      '301': 'MUI: a plain "string".',
      '302': 'MUI: concatenated %s text.',
      '400': 'MUI: Nested %s.',
    });
    expect(result.conflicts).toEqual([
      {
        code: '9',
        kept: { message: 'MUI: Unsupported `%s` color%s.\nSee `docs`.', file: 'node_modules/@mui/fake/colors.js' },
        ignored: { message: 'MUI: another text for %s.', file: 'node_modules/@mui/fake/colors.js' },
      },
    ]);
    expect(result.unmatched).toEqual([{ code: '303', file: 'node_modules/@mui/fake/colors.js', line: 15 }]);
    expect(result.packages).toEqual(['@mui/fake@1.0.0', '@mui/nested@1.0.0']);
  });

  it('writes static/error-codes.json under the public folder, sorted by numeric code', () => {
    const publicDir = path.join(root, 'public');
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      expect(writeErrorCodes(root, publicDir)).toBe(4);
    } finally {
      console.warn = warn;
    }
    const text = fs.readFileSync(path.join(publicDir, 'static', 'error-codes.json'), 'utf8');
    expect(Object.keys(JSON.parse(text))).toEqual(['9', '301', '302', '400']);
    expect(warnings.some((line) => line.includes('code 9'))).toBe(true);
    expect(warnings.some((line) => line.includes('code 303'))).toBe(true);
  });

  it('finds nothing where there is no node_modules', () => {
    expect(extractErrorCodes(path.join(root, 'missing'))).toEqual({});
  });
});

describe('parseErrorCallSites', () => {
  it('reads the CommonJS call forms too', () => {
    const sites = parseErrorCallSites(
      'x.js',
      [
        'a ? `One ${x}` : (0, _formatMuiErrorMessage2.default)(1, x);',
        'b ? `Two` : (0, _utils.formatMuiErrorMessage)(2);',
        'c ? `Three` : somethingElse(3);',
        'd ? `Four` : _formatMuiErrorMessage(code);',
      ].join('\n'),
    );
    expect(sites).toEqual([
      { code: '1', message: 'One %s', line: 1 },
      { code: '2', message: 'Two', line: 2 },
    ]);
  });
});
