import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDemoPages, type DemoPageEntry } from './demoPages';
import { GENERATED_ROUTE_MARKER, renderDemoRouteModule } from './demoRouteModule';

const DEMO_D = `import * as React from 'react';
import Button from '@mui/material/Button';
import { Stack, type StackProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import styles from './x.module.css';

export default function D(props: StackProps & { theme?: Theme }) {
  const [count, setCount] = React.useState(0);
  return (
    <Stack {...props} className={styles.root}>
      <Button onClick={() => setCount(count + 1)}>{count}</Button>
    </Stack>
  );
}
`;

const VARIANT = `import Button from '@mui/material/Button';
import { Stack } from '@mui/material';

export default function V() {
  return (
    <Stack>
      <Button>V</Button>
    </Stack>
  );
}
`;

let root: string;
let srcDir: string;
let routeFile: string;
let page: DemoPageEntry;

function write(relative: string, text: string): string {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-route-'));
  srcDir = path.join(root, 'src');
  routeFile = path.join(srcDir, 'pages/p/index.tsx');
  write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n\n{{"demo": "V"}}\n');
  write('content/p/demos/D.tsx', DEMO_D);
  write('content/p/demos/x.module.css', '.root { gap: 8px; }\n');
  write('content/p/demos/V/system.tsx', VARIANT);
  write('content/p/demos/V/css.tsx', VARIANT);
  const pages = findDemoPages(path.join(root, 'content'));
  expect(pages).toHaveLength(1);
  page = pages[0] as DemoPageEntry;
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function importLines(moduleText: string): string[] {
  return moduleText.split('\n').filter((line) => line.startsWith('import '));
}

/** The variants of a demo's entry: styling, component name and the modules its live editor requires. */
function variantsOf(moduleText: string, demoName: string) {
  const line = moduleText.split('\n').find((candidate) => candidate.startsWith(`  ${JSON.stringify(demoName)}: {`));
  if (!line) throw new Error(`No entry for ${demoName}`);
  return [...line.matchAll(/(\w+): \{ component: (\w+), imports: async \(\) => \(\{ (.*?) \}\) \}/g)].map((match) => ({
    styling: match[1],
    component: match[2],
    scope: match[3] ?? '',
    loads: [...new Set([...(match[3] ?? '').matchAll(/require\('([^']+)'\)/g)].map((load) => load[1]))],
  }));
}

/** The module a demo component of the route loads. */
function componentTarget(moduleText: string, component: string): string | undefined {
  return new RegExp(`const ${component} = demoOnDemand\\(\\(\\) => require\\('([^']+)'\\)\\);`).exec(moduleText)?.[1];
}

describe('renderDemoRouteModule', () => {
  it('starts with the generated marker', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    expect(text.startsWith(GENERATED_ROUTE_MARKER)).toBe(true);
    expect(text.split('\n')[0]).toContain('content/p/');
  });

  it('imports only the page helpers: no demo module runs with the page\'s', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    expect(text.split('\n')[1]).toMatch(/^\/\* eslint-disable @typescript-eslint\/no-require-imports -- /);
    expect(importLines(text)).toEqual([
      "import { createDemoPage } from '../../docsPage/createDemoPage';",
      "import { docsPageStaticProps } from '../../docsPage/build/staticRoute';",
      "import { demoOnDemand } from '../../blocks/demo/demoOnDemand';",
    ]);
  });

  it('runs each demo variant on demand, required relative to the route file', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const components = [...variantsOf(text, 'D'), ...variantsOf(text, 'V')].map((variant) => variant.component ?? '');
    expect(components.map((component) => componentTarget(text, component))).toEqual([
      '../../../content/p/demos/D',
      '../../../content/p/demos/V/system',
      '../../../content/p/demos/V/css',
    ]);
    expect(new Set(components).size).toBe(3);
  });

  it('never loads type-only names', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    expect(text).not.toContain('StackProps');
    expect(text).not.toContain('Theme');
    expect(text).not.toContain('@mui/material/styles');
  });

  it('maps each module the live editor requires to the bindings the demo uses', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const [d] = variantsOf(text, 'D');
    expect(d?.loads).toEqual(['react', '@mui/material/Button', '@mui/material', '../../../content/p/demos/x.module.css']);
    expect(d?.scope).toContain(`"react": { __esModule: true, ...require('react') }`);
    expect(d?.scope).toContain(`"@mui/material/Button": { __esModule: true, default: require('@mui/material/Button').default }`);
    expect(d?.scope).toContain(`"@mui/material": { __esModule: true, "Stack": require('@mui/material')["Stack"] }`);
    for (const variant of variantsOf(text, 'V')) {
      expect(variant.loads).toEqual(['@mui/material/Button', '@mui/material']);
      expect(variant.scope).toContain(`"@mui/material": { __esModule: true, "Stack": require('@mui/material')["Stack"] }`);
    }
  });

  it('resolves the CSS module path relative to the route file, under the specifier the demo uses', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const [d] = variantsOf(text, 'D');
    const target = d?.loads.find((load) => load?.endsWith('x.module.css')) ?? '';
    expect(fs.existsSync(path.resolve(path.dirname(routeFile), target))).toBe(true);
    // The demo's own specifier is the key the live editor resolves.
    expect(d?.scope).toContain(`"./x.module.css": { __esModule: true, default: require('${target}').default }`);
  });

  it.each(['en', 'zh'] as const)('ends with getStaticProps for the language %s and the pathname', (language) => {
    const text = renderDemoRouteModule(routeFile, page, language, srcDir);
    expect(text.trimEnd().endsWith(`getStaticProps = docsPageStaticProps("${language}", "/p");`)).toBe(true);
  });

  it('is valid TSX', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const { diagnostics = [] } = ts.transpileModule(text, {
      fileName: 'index.tsx',
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
    });
    expect(diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
  });

  it('lists each demo with its styling variants', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    expect(variantsOf(text, 'D').map((variant) => variant.styling)).toEqual(['system']);
    expect(variantsOf(text, 'V').map((variant) => variant.styling)).toEqual(['system', 'css']);
  });

  it('loads a Data Grid demo on demand: no static import of the grid, its modules loaded for live editing', () => {
    write('content/g/index.md', '# G\n\n{{"demo": "Grid.tsx", "height": 400}}\n');
    write(
      'content/g/demos/Grid.tsx',
      "import Box from '@mui/material/Box';\nimport { DataGrid } from '@mui/x-data-grid';\n\nexport default function Grid() {\n  return <Box sx={{ height: 400 }}><DataGrid rows={[]} columns={[]} /></Box>;\n}\n",
    );
    const gridPage = findDemoPages(path.join(root, 'content')).find((entry) => entry.pathname === '/g') as DemoPageEntry;
    const text = renderDemoRouteModule(path.join(srcDir, 'pages/g/index.tsx'), gridPage, 'en', srcDir);
    expect(importLines(text).filter((line) => line.includes('@mui/x-data-grid') || line.includes('content/g/'))).toEqual([]);
    expect(text).toContain("import { deferredDemo } from '../../blocks/demo/DeferredDemo';");
    expect(text).toContain("const Demo0 = deferredDemo(() => import('../../../content/g/demos/Grid'), 400);");
    expect(text).toContain("await Promise.all([import('@mui/material/Box'), import('@mui/x-data-grid')])");
    expect(text).toContain('"@mui/x-data-grid": { __esModule: true, "DataGrid": m[1]!["DataGrid"] }');
    const { diagnostics = [] } = ts.transpileModule(text, {
      fileName: 'index.tsx',
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
    });
    expect(diagnostics).toEqual([]);
  });
});
