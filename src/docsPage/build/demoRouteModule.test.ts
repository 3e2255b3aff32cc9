import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDemoPages, type DemoPageEntry } from './demoPages';
import { demoEntryFileOf, pageDemosFileOf, renderPageDemosModule } from './demoEntryModule';
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

/** The variants of a demo in the page's table: styling, component name and where its live editor's scope comes from. */
function variantsOf(moduleText: string, demoName: string) {
  const line = moduleText.split('\n').find((candidate) => candidate.startsWith(`  ${JSON.stringify(demoName)}: {`));
  if (!line) throw new Error(`No entry for ${demoName}`);
  return [...line.matchAll(/(\w+): \{ component: (\w+), imports: (\w+)Source\.imports \}/g)].map((match) => ({
    styling: match[1],
    component: match[2],
    scopeFrom: match[3],
  }));
}

/** The key in the page's bundle of the entry a demo component of the route runs. */
function componentTarget(moduleText: string, component: string): string | undefined {
  if (!new RegExp(`const ${component} = demoOnDemand\\(${component}Source\\);`).test(moduleText)) return undefined;
  return new RegExp(`const ${component}Source = demo\\("([^"]+)"\\);`).exec(moduleText)?.[1];
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
      "import { pageDemos } from '../../blocks/demo/pageDemos';",
    ]);
  });

  it("takes each styling variant of a page from the page's bundle too: each runs on demand from its generated entry", () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const variants = [...variantsOf(text, 'D'), ...variantsOf(text, 'V')];
    const targets = variants.map((variant) => componentTarget(text, variant.component ?? ''));
    expect(targets).toEqual(['./demos/D', './demos/V/system', './demos/V/css']);
    for (const [index, target] of targets.entries()) {
      expect(path.resolve(path.dirname(pageDemosFileOf(root, '/p')), `${target}.tsx`)).toBe(
        demoEntryFileOf(root, path.join(root, 'content/p/demos', ['D.tsx', 'V/system.tsx', 'V/css.tsx'][index] ?? '')),
      );
    }
    expect(new Set(variants.map((variant) => variant.component)).size).toBe(3);
  });

  it("takes each demo's live-editing scope from the same entry, and requires no library module itself", () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    for (const variant of [...variantsOf(text, 'D'), ...variantsOf(text, 'V')]) {
      expect(variant.scopeFrom).toBe(variant.component);
    }
    // A require() of a library module would keep all its exports in the shared chunks.
    expect([...text.matchAll(/require\('([^']+)'\)/g)].map((match) => match[1]).filter((target) => !target?.startsWith('.'))).toEqual([]);
    expect(text).not.toContain('@mui/material');
  });

  it.each(['en', 'zh'] as const)('ends with getStaticProps for the language %s and the pathname', (language) => {
    const text = renderDemoRouteModule(routeFile, page, language, srcDir);
    expect(text.trimEnd().endsWith(`getStaticProps = docsPageStaticProps("${language}", "/p");`)).toBe(true);
  });

  it('ends, for every language at once, with the paths of each language and props by the route parameter', () => {
    const text = renderDemoRouteModule(routeFile, page, 'every', srcDir);
    expect(text).toContain('import { languageRouteStaticPaths, languageRouteStaticProps } from ');
    expect(text).not.toContain('docsPageStaticProps');
    expect(text.trimEnd().endsWith('export const getStaticPaths = languageRouteStaticPaths;\nexport const getStaticProps = languageRouteStaticProps("/p");')).toBe(true);
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

  it("takes the demos of a page without styling variants from one bundle: required on the server only, imported (a chunk of its own) in the browser", () => {
    write('content/s/index.md', '# S\n\n{{"demo": "D.tsx"}}\n\n{{"demo": "E.tsx"}}\n');
    write('content/s/demos/D.tsx', DEMO_D);
    write('content/s/demos/x.module.css', '.root { gap: 8px; }\n');
    write('content/s/demos/E.tsx', VARIANT);
    const single = findDemoPages(path.join(root, 'content')).find((entry) => entry.pathname === '/s') as DemoPageEntry;
    const sRoute = path.join(srcDir, 'pages/s/index.tsx');
    const text = renderDemoRouteModule(sRoute, single, 'en', srcDir);
    expect(importLines(text)).toEqual([
      "import { createDemoPage } from '../../docsPage/createDemoPage';",
      "import { docsPageStaticProps } from '../../docsPage/build/staticRoute';",
      "import { demoOnDemand } from '../../blocks/demo/demoOnDemand';",
      "import { pageDemos } from '../../blocks/demo/pageDemos';",
    ]);
    const bundle = /^const demo = pageDemos\(typeof window === 'undefined' \? \(\) => require\('([^']+)'\) : null, \(\) => import\('([^']+)'\)\);$/m.exec(text);
    expect(bundle?.[1]).toBe(bundle?.[2]);
    expect(path.resolve(path.dirname(sRoute), `${bundle?.[1]}.tsx`)).toBe(pageDemosFileOf(root, '/s'));
    // No other require or import of a module: nothing of a demo is part of the route's own chunk.
    expect([...text.matchAll(/(?:require|import)\('([^']+)'\)/g)].map((match) => match[1])).toEqual([bundle?.[1], bundle?.[1]]);
    // Each demo runs from its entry's key in the bundle, and its live editor's scope comes from the same entry.
    expect(text).toContain('const Demo0Source = demo("./demos/D");\nconst Demo0 = demoOnDemand(Demo0Source);');
    expect(text).toContain('const Demo1Source = demo("./demos/E");\nconst Demo1 = demoOnDemand(Demo1Source);');
    expect(text).toContain('"D": { system: { component: Demo0, imports: Demo0Source.imports } },');
    for (const key of ['./demos/D', './demos/E']) {
      expect(path.resolve(path.dirname(pageDemosFileOf(root, '/s')), `${key}.tsx`)).toBe(demoEntryFileOf(root, path.join(root, 'content/s', `${key}.tsx`)));
    }
  });

  it("takes a Joy UI page's demos from the page's bundle too", () => {
    write('content/joy-ui/j/index.md', '# J\n\n{{"demo": "D.tsx"}}\n');
    write('content/joy-ui/j/demos/D.tsx', DEMO_D);
    write('content/joy-ui/j/demos/x.module.css', '.root { gap: 8px; }\n');
    const joyPage = findDemoPages(path.join(root, 'content')).find((entry) => entry.pathname === '/joy-ui/j') as DemoPageEntry;
    const text = renderDemoRouteModule(path.join(srcDir, 'pages/joy-ui/j/index.tsx'), joyPage, 'en', srcDir);
    expect(text).toContain('const Demo0Source = demo("./demos/D");\nconst Demo0 = demoOnDemand(Demo0Source);');
    expect(text).not.toContain("require('../../../generated/demoEntries/joy-ui/j/demos/D')");
  });

  it("writes a page's bundle: each entry once, required only when its demo first runs, as valid TSX", () => {
    const bundleFile = pageDemosFileOf(root, '/p');
    const entries = ['D.tsx', 'V/system.tsx', 'V/css.tsx', 'D.tsx'].map((file) => demoEntryFileOf(root, path.join(root, 'content/p/demos', file)));
    const text = renderPageDemosModule(bundleFile, '/p', entries, srcDir);
    expect(text.split('\n').filter((line) => line.startsWith('  '))).toEqual([
      `  "./demos/D": () => require('./demos/D'),`,
      `  "./demos/V/system": () => require('./demos/V/system'),`,
      `  "./demos/V/css": () => require('./demos/V/css'),`,
    ]);
    expect(importLines(text)).toEqual(["import type { PageDemosModule } from '../../../blocks/demo/pageDemos';"]);
    const { diagnostics = [] } = ts.transpileModule(text, { fileName: 'pageDemos.tsx', reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext } });
    expect(diagnostics).toEqual([]);
  });

  it("gives a page's playgrounds to the server at once and to the browser as a chunk", () => {
    const entry = path.join(srcDir, 'generated/playgroundEntries/p.tsx');
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir, entry);
    expect(text).toContain(
      "{ server: typeof window === 'undefined' ? () => require('../../generated/playgroundEntries/p') : null, load: () => import('../../generated/playgroundEntries/p') });",
    );
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
