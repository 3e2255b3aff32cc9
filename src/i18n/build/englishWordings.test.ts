import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../translations/en.json';
import { ON_DEMAND_AREAS } from '../wordingAreas';
import { englishWordingModules } from './englishWordings';

/** The object literal a generated module exports. */
function exported(moduleText: string): Record<string, unknown> {
  const match = /export const \w+ = (\{.*\});\n$/s.exec(moduleText);
  if (!match) throw new Error(`not a generated wordings module: ${moduleText.slice(0, 80)}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('englishWordingModules', () => {
  it('splits en.json into the shell and one module per on-demand area, together all of it', () => {
    const modules = englishWordingModules(en);
    expect(Object.keys(modules).sort()).toEqual(['shell.ts', ...ON_DEMAND_AREAS.map((area) => `${area}.ts`)].sort());
    const shell = exported(modules['shell.ts']!);
    for (const area of ON_DEMAND_AREAS) {
      expect(shell).not.toHaveProperty(area);
      expect(exported(modules[`${area}.ts`]!)).toEqual({ [area]: (en as Record<string, unknown>)[area] });
    }
    const joined = Object.assign({}, shell, ...ON_DEMAND_AREAS.map((area) => exported(modules[`${area}.ts`]!)));
    expect(joined).toEqual(en);
  });

  it('fails when an on-demand area is gone from en.json', () => {
    const { search: _search, ...withoutSearch } = en;
    expect(() => englishWordingModules(withoutSearch)).toThrow(/no area search/);
  });
});

/** Every source file of the site (not tests, not generated, not build-time code). */
function siteSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['generated', 'build', 'pages'].includes(entry.name) ? [] : siteSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('code of an on-demand area', () => {
  it('brings its area English wherever it translates one of its keys', () => {
    const sources = siteSources(path.resolve(__dirname, '..', '..'));
    expect(sources.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('useTranslate(')) continue;
      for (const area of ON_DEMAND_AREAS) {
        const usesArea = new RegExp(String.raw`['\`]${area}\.\w`).test(text);
        if (usesArea && !text.includes(`generated/wordings/${area}'`)) offenders.push(`${path.relative(process.cwd(), file)}: ${area}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
