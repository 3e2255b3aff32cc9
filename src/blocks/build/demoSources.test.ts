import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readImports, readRelativeImports, resolveDemoSources } from './demoSources';

let tmp: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sources-'));
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function write(relative: string, text = 'export default function Demo() {\n  return null;\n}\n'): string {
  const file = path.join(tmp, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

describe('resolveDemoSources', () => {
  it('resolves X.tsx to one source styled with MUI System', () => {
    const file = write('demos/BasicButtons.tsx');
    expect(resolveDemoSources(path.join(tmp, 'demos'), 'BasicButtons.tsx')).toEqual({
      name: 'BasicButtons',
      sources: [{ styling: 'system', file }],
    });
  });

  it('resolves a folder to one source per styling file, in the order system, tailwind, css', () => {
    const css = write('demos/Fancy/css.tsx');
    const system = write('demos/Fancy/system.tsx');
    const tailwind = write('demos/Fancy/tailwind.tsx');
    write('demos/Fancy/other.tsx');
    expect(resolveDemoSources(path.join(tmp, 'demos'), 'Fancy')).toEqual({
      name: 'Fancy',
      sources: [
        { styling: 'system', file: system },
        { styling: 'tailwind', file: tailwind },
        { styling: 'css', file: css },
      ],
    });
  });

  it('lists only the styling files that exist', () => {
    const css = write('demos/Fancy/css.tsx');
    const system = write('demos/Fancy/system.tsx');
    expect(resolveDemoSources(path.join(tmp, 'demos'), 'Fancy').sources).toEqual([
      { styling: 'system', file: system },
      { styling: 'css', file: css },
    ]);
  });

  it('throws, naming demos/<reference>, for a missing file', () => {
    fs.mkdirSync(path.join(tmp, 'demos'));
    expect(() => resolveDemoSources(path.join(tmp, 'demos'), 'Missing.tsx')).toThrowError(/demos\/Missing\.tsx\b/);
  });

  it('throws, naming demos/<reference>, for a missing folder', () => {
    fs.mkdirSync(path.join(tmp, 'demos'));
    expect(() => resolveDemoSources(path.join(tmp, 'demos'), 'Missing')).toThrowError(/demos\/Missing\b/);
  });

  it('throws for a folder without any styling file', () => {
    write('demos/Empty/readme.tsx');
    expect(() => resolveDemoSources(path.join(tmp, 'demos'), 'Empty')).toThrowError(/demos\/Empty\b/);
  });
});

describe('readImports', () => {
  it('lists default, namespace, named and side-effect imports in order', () => {
    const source = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      "import { Stack, Box as Container } from '@mui/material';",
      "import './global.css';",
      "import styles from './x.module.css';",
      '',
      'export default function Demo() {',
      '  return <Stack />;',
      '}',
    ].join('\n');
    expect(readImports(source)).toEqual([
      { from: 'react', kind: 'namespace', local: 'React' },
      { from: '@mui/material/Button', kind: 'default', local: 'Button' },
      { from: '@mui/material', kind: 'named', imported: 'Stack', local: 'Stack' },
      { from: '@mui/material', kind: 'named', imported: 'Box', local: 'Container' },
      { from: './global.css', kind: 'side-effect' },
      { from: './x.module.css', kind: 'default', local: 'styles' },
    ]);
  });

  it('lists a default import together with named or namespace bindings of the same declaration', () => {
    expect(readImports("import React, { useState } from 'react';\nimport Def, * as All from 'lib';")).toEqual([
      { from: 'react', kind: 'default', local: 'React' },
      { from: 'react', kind: 'named', imported: 'useState', local: 'useState' },
      { from: 'lib', kind: 'default', local: 'Def' },
      { from: 'lib', kind: 'namespace', local: 'All' },
    ]);
  });

  it('skips import type declarations and inline type specifiers', () => {
    const source = [
      "import type { Theme } from '@mui/material/styles';",
      "import type Default from 'types-only';",
      "import { Stack, type StackProps } from '@mui/material';",
      "import { type SxProps } from '@mui/system';",
    ].join('\n');
    expect(readImports(source)).toEqual([{ from: '@mui/material', kind: 'named', imported: 'Stack', local: 'Stack' }]);
  });

  it('returns nothing for a module without imports', () => {
    expect(readImports('export const x = 1;\n')).toEqual([]);
  });
});

describe('readRelativeImports', () => {
  it('reads ./x.module.css from beside the demo file', () => {
    const demo = write('demos/Fancy/css.tsx', "import styles from './x.module.css';\nimport Button from '@mui/material/Button';\n");
    write('demos/Fancy/x.module.css', '.root { color: red; }\n');
    expect(readRelativeImports(demo, fs.readFileSync(demo, 'utf8'))).toEqual({ './x.module.css': '.root { color: red; }\n' });
  });

  it('reads each relative file once, even when imported twice', () => {
    const source = "import styles from './x.module.css';\nimport './x.module.css';\n";
    const demo = write('demos/A.tsx', source);
    write('demos/x.module.css', '.a {}\n');
    expect(readRelativeImports(demo, source)).toEqual({ './x.module.css': '.a {}\n' });
  });

  it('returns nothing for a demo with only package imports', () => {
    const source = "import * as React from 'react';\n";
    expect(readRelativeImports(write('demos/A.tsx', source), source)).toEqual({});
  });

  it('throws when the imported file is missing, naming the demo and the import', () => {
    const source = "import styles from './x.module.css';\n";
    const demo = write('demos/A.tsx', source);
    expect(() => readRelativeImports(demo, source)).toThrowError(/A\.tsx imports \.\/x\.module\.css/);
  });

  it('throws when the import names a folder rather than a file', () => {
    const source = "import data from './data';\n";
    const demo = write('demos/A.tsx', source);
    fs.mkdirSync(path.join(tmp, 'demos/data'));
    expect(() => readRelativeImports(demo, source)).toThrowError(/\.\/data/);
  });
});
