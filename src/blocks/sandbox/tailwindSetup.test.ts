import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import tailwindcss, { type Config } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { createSandboxProject } from './createProject';
import { TAILWIND_VERSION } from './tailwindSetup';
import { type SandboxDemoInput } from './types';

const TAILWIND_DEMO = `import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function Save() {
  return <Button className="rounded-lg bg-sky-600 px-4 py-2 text-white dark:bg-sky-400">Save</Button>;
}
`;

function input(overrides: Partial<SandboxDemoInput> = {}): SandboxDemoInput {
  return {
    name: 'SaveButton',
    productName: 'Base UI',
    codeVariant: 'TS',
    code: TAILWIND_DEMO,
    versions: { react: '18.3.1', 'react-dom': '18.3.1', '@mui/base': '5.0.0-beta.28' },
    styling: 'tailwind',
    ...overrides,
  };
}

function file(files: Record<string, string>, path: string): string {
  const content = files[path];
  if (content === undefined) throw new Error(`missing ${path}`);
  return content;
}

/** Runs the generated `tailwind.config.js` (CommonJS) the way Node would, without writing it to disk. */
function loadConfig(source: string): Config {
  const commonJsModule = { exports: {} as Config };
  new Function('module', 'exports', source)(commonJsModule, commonJsModule.exports);
  return commonJsModule.exports;
}

describe('sandbox of a Tailwind demo', () => {
  it('adds the config and the entry stylesheet, imported before the demo', () => {
    for (const codeVariant of ['TS', 'JS'] as const) {
      const project = createSandboxProject(input({ codeVariant }));
      const extension = codeVariant === 'TS' ? 'tsx' : 'jsx';
      expect(Object.keys(project.files)).toEqual(expect.arrayContaining(['tailwind.config.js', 'src/tailwind.css']));
      expect(file(project.files, 'src/tailwind.css')).toBe('@tailwind base;\n@tailwind components;\n@tailwind utilities;\n');
      const entry = file(project.files, `src/index.${extension}`);
      expect(entry).toContain("import './tailwind.css';");
      expect(entry.indexOf("import './tailwind.css';")).toBeLessThan(entry.indexOf("import Demo from './Demo';"));
      expect(project.dependencies.tailwindcss).toBe(TAILWIND_VERSION);
    }
  });

  it('pins the Tailwind version the site compiles demos with', () => {
    const require = createRequire(import.meta.url);
    const installed = JSON.parse(readFileSync(require.resolve('tailwindcss/package.json'), 'utf8')) as { version: string };
    expect(TAILWIND_VERSION).toBe(installed.version);
  });

  it('has a config that compiles the demo classes, dark variant included, without preflight', async () => {
    const project = createSandboxProject(input());
    const config = loadConfig(file(project.files, 'tailwind.config.js'));
    expect(config.content).toEqual(['./src/**/*.{js,jsx,ts,tsx}']);
    const result = await postcss([
      tailwindcss({ ...config, content: [{ raw: file(project.files, 'src/Demo.tsx'), extension: 'tsx' }] }),
    ]).process(file(project.files, 'src/tailwind.css'), { from: undefined });
    expect(result.css).toContain('.bg-sky-600');
    expect(result.css).toContain('.rounded-lg');
    expect(result.css).toMatch(/\.dark\\:bg-sky-400:is\(\[data-mui-color-scheme="dark"\] \*\)/);
    // Preflight resets `button` elements; the site compiles without it, so the sandbox must too.
    expect(result.css).not.toMatch(/(^|[\s,}])button\s*,|(^|[\s,}])button\s*\{/);
  });

  it('leaves Tailwind out of the other stylings', () => {
    for (const styling of ['system', 'css', undefined] as const) {
      const project = createSandboxProject(input({ styling }));
      expect(project.files['tailwind.config.js']).toBeUndefined();
      expect(project.files['src/tailwind.css']).toBeUndefined();
      expect(project.dependencies.tailwindcss).toBeUndefined();
      expect(file(project.files, 'src/index.tsx')).not.toContain('tailwind');
    }
  });
});
