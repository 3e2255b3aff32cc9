import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as packageLocales from '@mui/material/locale';
import { localeDeclaration, materialLocalesModule, MATERIAL_LOCALE_EXPORTS, writeMaterialLocales } from './materialLocales';
import * as generated from '../materialLocales.generated';
import { materialLocaleOf } from '../componentLocales';

const ROOT = path.join(__dirname, '../../..');
const PACKAGE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules/@mui/material/locale/index.js'), 'utf8');

type Props = Record<string, unknown>;

/** Arguments the locales' label functions take: a page button's type, a count of rows, a rating. */
const FUNCTION_SAMPLES: unknown[] = ['first', 'last', 'next', 'previous', { from: 1, to: 10, count: 95 }, { from: 11, to: 20, count: -1 }, 1, 2.5, 5];
const answer = (fn: unknown, sample: unknown): unknown => {
  try {
    return (fn as (value: unknown) => unknown)(sample);
  } catch (error) {
    return `throws ${(error as Error).name}`;
  }
};
const propsOf = (locale: unknown, component: string): Props =>
  ((locale as { components: Record<string, { defaultProps: Props }> }).components[component]?.defaultProps ?? {}) as Props;

describe('the generated Material UI component locales', () => {
  it('are the package’s own: same components, same texts, same label functions', () => {
    for (const name of MATERIAL_LOCALE_EXPORTS) {
      const ours = generated[name];
      const theirs = packageLocales[name];
      const components = Object.keys((theirs as { components: object }).components);
      expect(Object.keys((ours as { components: object }).components)).toEqual(components);
      for (const component of components) {
        const mine = propsOf(ours, component);
        const original = propsOf(theirs, component);
        expect(Object.keys(mine), `${name} ${component}`).toEqual(Object.keys(original));
        for (const [key, value] of Object.entries(original)) {
          if (typeof value === 'function') {
            // The test runner recompiles the copy, so the source text differs in quotes and parentheses: the
            // answers must not.
            for (const sample of FUNCTION_SAMPLES) {
              expect(answer(mine[key], sample), `${name} ${component}.${key}(${JSON.stringify(sample)})`).toEqual(answer(value, sample));
            }
          }
          else expect(mine[key], `${name} ${component}.${key}`).toEqual(value);
        }
      }
    }
    // The functions give the package's answers (the Chinese pagination label, the Brazilian rating label).
    expect(propsOf(generated.zhCN, 'MuiTablePagination').labelDisplayedRows).toBeTypeOf('function');
    const rating = propsOf(generated.ptBR, 'MuiRating').getLabelText as (value: number) => string;
    expect(rating(2)).toBe((propsOf(packageLocales.ptBR, 'MuiRating').getLabelText as (value: number) => string)(2));
  });

  it('holds only the locales the demos use, and the demos get them by language', () => {
    expect(Object.keys(generated).sort()).toEqual([...MATERIAL_LOCALE_EXPORTS].sort());
    expect(materialLocaleOf('zh')).toBe(generated.zhCN);
    expect(materialLocaleOf('pt')).toBe(generated.ptBR);
    expect(materialLocaleOf('en')).toBeUndefined();
    expect(materialLocaleOf('constructor')).toBeUndefined();
  });

  it('is rewritten only when the package’s text changes, and fails loudly when its shape does', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    fs.mkdirSync(path.join(dir, 'node_modules/@mui/material/locale'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'src/i18n'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules/@mui/material/locale/index.js'), PACKAGE_SOURCE);
    const file = writeMaterialLocales(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(materialLocalesModule(PACKAGE_SOURCE));
    const written = fs.statSync(file).mtimeMs;
    writeMaterialLocales(dir);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    expect(() => localeDeclaration('export const deDE = {\n};\n', 'zhCN')).toThrow(/zhCN/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
