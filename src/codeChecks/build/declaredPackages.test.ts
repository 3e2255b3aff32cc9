// Every package the code imports is declared in package.json, so that a clean `npm ci` installs it and it does
// not only work because another package happens to bring it along.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, packageOf } from './moduleImports';

const root = process.cwd();

/** Where the code lives: sources, scripts, benchmarks, tests, the content's demos and the config files. */
const CODE_DIRS = ['src', 'scripts', 'bench', 'tests', 'content'];
const CONFIG_FILES = ['next.config.ts', 'playwright.config.ts', 'vitest.config.ts', 'eslint.config.mjs'];
/** Written by `npm run generate` from content/, which is read instead. */
const SKIPPED_DIRS = [path.join('src', 'generated')];
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

function codeFiles(): string[] {
  const files = CONFIG_FILES.filter((file) => fs.existsSync(path.join(root, file)));
  for (const dir of CODE_DIRS) {
    for (const file of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const relative = path.join(dir, file);
      if (CODE_FILE.test(file) && !SKIPPED_DIRS.some((skipped) => relative.startsWith(skipped + path.sep))) {
        files.push(relative);
      }
    }
  }
  return files.sort();
}

/** `unist` → `@types/unist`, `@scope/name` → `@types/scope__name`: where the types of a package without its own live. */
function typesPackageOf(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

describe('package.json', () => {
  it('declares every package the code imports (or the @types package of a types-only import)', () => {
    const missing = new Map<string, string>();
    for (const file of codeFiles()) {
      for (const specifier of importSpecifiers(fs.readFileSync(path.join(root, file), 'utf8'), file)) {
        const name = packageOf(specifier);
        if (!name || declared.has(name) || declared.has(typesPackageOf(name))) continue;
        // A types-only package such as `unist` has no package of its own: its @types package must be declared.
        const wanted = fs.existsSync(path.join(root, 'node_modules', name, 'package.json')) ? name : typesPackageOf(name);
        if (!missing.has(wanted)) missing.set(wanted, `${wanted} (imported as '${specifier}' by ${file.split(path.sep).join('/')})`);
      }
    }
    expect([...missing.values()].sort()).toEqual([]);
  });

  it('pins each declared package to the version installed', () => {
    const mismatched = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).flatMap(([name, range]) => {
      const installed = path.join(root, 'node_modules', name, 'package.json');
      if (!fs.existsSync(installed)) return [`${name}: not installed`];
      const { version } = JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string };
      return /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) && range !== version ? [`${name}: ${range} declared, ${version} installed`] : [];
    });
    expect(mismatched).toEqual([]);
  });
});
