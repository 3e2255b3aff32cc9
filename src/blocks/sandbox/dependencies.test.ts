import { describe, expect, it } from 'vitest';
import { DEFAULT_REACT_RANGE, findImportedPackages, packageNameOf, resolveDependencies } from './dependencies';

const VERSIONS = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/material': '5.15.1',
  '@mui/icons-material': '5.15.1',
  '@mui/x-data-grid-pro': '6.18.7',
  '@mui/x-license-pro': '6.10.2',
  typescript: '5.9.3',
};

describe('packageNameOf', () => {
  it.each([
    ['@mui/material/Button', '@mui/material'],
    ['@mui/material', '@mui/material'],
    ['lodash/debounce', 'lodash'],
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
  ])('%s → %s', (specifier, name) => {
    expect(packageNameOf(specifier)).toBe(name);
  });

  it.each(['./Demo', '../styles.css', '/abs/path', 'node:fs', 'https://example.com/x.js', '@scope', ''])(
    'ignores %j',
    (specifier) => {
      expect(packageNameOf(specifier)).toBeNull();
    },
  );
});

describe('findImportedPackages', () => {
  it('reads default, named, namespace, side-effect and type imports', () => {
    const code = [
      "import * as React from 'react';",
      'import Button from "@mui/material/Button";',
      "import { styled } from '@mui/material/styles';",
      "import debounce from 'lodash/debounce';",
      "import 'some-polyfill';",
      "import type { Theme } from '@mui/system';",
      "import{a}from'compact'",
      "import * as d3 from 'd3'",
    ].join('\n');
    expect(findImportedPackages(code)).toEqual([
      'react',
      '@mui/material',
      'lodash',
      'some-polyfill',
      '@mui/system',
      'compact',
      'd3',
    ]);
  });

  it('reads multi-line imports and re-exports', () => {
    const code = `import {
  DataGridPro,
  GridToolbar,
  type GridColDef,
} from '@mui/x-data-grid-pro';
export { default as Foo } from '@mui/joy/Button';
export * from 'date-fns';
export * as utils from '@mui/utils/deepmerge';
`;
    expect(findImportedPackages(code)).toEqual(['@mui/x-data-grid-pro', '@mui/joy', 'date-fns', '@mui/utils']);
  });

  it('ignores relative imports, node: built-ins, comments, strings and JSX text', () => {
    const code = `import styles from './styles.module.css';
import Helper from '../Helper';
import fs from 'node:fs';
// import Hidden from 'commented-out';
/* import Block from 'block-comment'; */
const text = "import x from 'in-a-string'";
const template = \`
import y from 'in-a-template'
\`;
export default function Demo() {
  return <p>Copy this from 'the-docs' and import it</p>;
}
export const value = 'not-a-package';
`;
    expect(findImportedPackages(code)).toEqual([]);
  });

  it('lists each package once', () => {
    const code = "import A from '@mui/material/A';\nimport B from '@mui/material/B';\nimport C from '@mui/material';";
    expect(findImportedPackages(code)).toEqual(['@mui/material']);
  });
});

describe('resolveDependencies', () => {
  it('always includes the base packages, at the given versions', () => {
    const { dependencies, devDependencies } = resolveDependencies('', 'JS', VERSIONS);
    expect(dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '5.15.1',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
    expect(devDependencies).toEqual({});
  });

  it('adds imported packages, latest when the version is unknown', () => {
    const code = "import Delete from '@mui/icons-material/Delete';\nimport debounce from 'lodash/debounce';";
    const { dependencies } = resolveDependencies(code, 'JS', VERSIONS);
    expect(dependencies['@mui/icons-material']).toBe('5.15.1');
    expect(dependencies.lodash).toBe('latest');
  });

  it('falls back to a React 18 range when React versions are not given', () => {
    const { dependencies } = resolveDependencies('', 'JS', {});
    expect(dependencies.react).toBe(DEFAULT_REACT_RANGE);
    expect(dependencies['react-dom']).toBe(DEFAULT_REACT_RANGE);
    expect(dependencies['@mui/material']).toBe('latest');
  });

  it('adds TypeScript and React types as devDependencies for TS demos', () => {
    expect(resolveDependencies('', 'TS', VERSIONS).devDependencies).toEqual({
      '@types/react': 'latest',
      '@types/react-dom': 'latest',
      typescript: '5.9.3',
    });
    expect(resolveDependencies('', 'TS', { '@types/react': '18.3.31' }).devDependencies['@types/react']).toBe(
      '18.3.31',
    );
  });

  it('includes @mui/x-license-pro for a Pro grid only when the demo imports it', () => {
    const grid = "import { DataGridPro } from '@mui/x-data-grid-pro';\n";
    const withoutLicense = resolveDependencies(grid, 'TS', VERSIONS).dependencies;
    expect(withoutLicense['@mui/x-data-grid-pro']).toBe('6.18.7');
    expect(withoutLicense).not.toHaveProperty('@mui/x-license-pro');
    const withLicense = resolveDependencies(`${grid}import { LicenseInfo } from '@mui/x-license-pro';`, 'TS', VERSIONS);
    expect(withLicense.dependencies['@mui/x-license-pro']).toBe('6.10.2');
  });

  it('sorts the dependencies by name', () => {
    const code = "import z from 'zod';\nimport a from 'axios';";
    const names = Object.keys(resolveDependencies(code, 'JS', VERSIONS).dependencies);
    expect(names).toEqual([...names].sort());
  });
});
