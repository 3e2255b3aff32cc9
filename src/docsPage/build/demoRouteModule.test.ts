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

/** Local names an import line binds. */
function localNames(line: string): string[] {
  const clause = /^import (.+) from '[^']+';$/.exec(line)?.[1];
  if (clause === undefined) throw new Error(`Unexpected import line: ${line}`);
  const names: string[] = [];
  const namespace = /\* as (\w+)/.exec(clause);
  if (namespace?.[1]) names.push(namespace[1]);
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces?.[1]) {
    for (const specifier of braces[1].split(',').map((part) => part.trim()).filter(Boolean)) {
      names.push(specifier.split(/\s+as\s+/).pop() as string);
    }
  }
  const defaultName = /^(\w+)\s*(,|$)/.exec(clause);
  if (defaultName?.[1]) names.push(defaultName[1]);
  return names;
}

/** The local name an import line gives to `what` (e.g. `Stack`, `default`, `*`) from `from`. */
function localFor(moduleText: string, from: string, what: string): string[] {
  const found: string[] = [];
  for (const line of importLines(moduleText)) {
    if (!line.endsWith(` from '${from}';`)) continue;
    const clause = /^import (.+) from /.exec(line)?.[1] ?? '';
    if (what === '*') {
      const match = /\* as (\w+)/.exec(clause);
      if (match?.[1]) found.push(match[1]);
    } else if (what === 'default') {
      const match = /^(\w+)\s*(,|$)/.exec(clause);
      if (match?.[1]) found.push(match[1]);
    } else {
      const match = new RegExp(`\\{[^}]*\\b${what} as (\\w+)`).exec(clause);
      if (match?.[1]) found.push(match[1]);
    }
  }
  return found;
}

describe('renderDemoRouteModule', () => {
  it('starts with the generated marker', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    expect(text.startsWith(GENERATED_ROUTE_MARKER)).toBe(true);
    expect(text.split('\n')[0]).toContain('content/p/');
  });

  it('imports every binding under a unique local name', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const locals = importLines(text).flatMap(localNames);
    // createDemoPage, docsPageStaticProps, 3 demo components, D's 4 value bindings, 2 per variant file.
    expect(locals).toHaveLength(2 + 3 + 4 + 2 * 2);
    const duplicates = locals.filter((name, index) => locals.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
  });

  it('imports the page layout helpers and each demo component relative to the route file', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const lines = importLines(text);
    expect(lines).toContain("import { createDemoPage } from '../../docsPage/createDemoPage';");
    expect(lines).toContain("import { docsPageStaticProps } from '../../docsPage/build/staticRoute';");
    const demoImports = lines.filter((line) => line.includes('/content/'));
    const targets = demoImports.map((line) => /from '([^']+)'/.exec(line)?.[1] ?? '');
    expect(targets.filter((target) => !target.endsWith('.css'))).toEqual([
      '../../../content/p/demos/D',
      '../../../content/p/demos/V/system',
      '../../../content/p/demos/V/css',
    ]);
  });

  it('never imports type-only names', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    expect(text).not.toContain('StackProps');
    expect(text).not.toContain('Theme');
    expect(text).not.toContain('@mui/material/styles');
  });

  it('maps each module to the bindings the demo uses', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const stackLocals = localFor(text, '@mui/material', 'Stack');
    expect(stackLocals).toHaveLength(3); // D and both variants
    const [dStack] = stackLocals;
    expect(text).toContain(`"@mui/material": { __esModule: true, "Stack": ${dStack} }`);
    const [dButton] = localFor(text, '@mui/material/Button', 'default');
    expect(text).toContain(`"@mui/material/Button": { __esModule: true, default: ${dButton} }`);
    const [react] = localFor(text, 'react', '*');
    expect(text).toContain(`"react": { __esModule: true, ...${react} }`);
  });

  it('resolves the CSS module path relative to the route file', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const cssImport = importLines(text).find((line) => line.includes('x.module.css'));
    expect(cssImport).toMatch(/^import (\w+) from '\.\.\/\.\.\/\.\.\/content\/p\/demos\/x\.module\.css';$/);
    const target = /from '([^']+)'/.exec(cssImport ?? '')?.[1] ?? '';
    expect(fs.existsSync(path.resolve(path.dirname(routeFile), target))).toBe(true);
    const [local] = localFor(text, '../../../content/p/demos/x.module.css', 'default');
    // The demo's own specifier is the key the live editor resolves.
    expect(text).toContain(`"./x.module.css": { __esModule: true, default: ${local} }`);
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

  it('uses every imported local name, and only those', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    const locals = new Set(importLines(text).flatMap(localNames));
    const body = text.split('\n').filter((line) => !line.startsWith('import ') && !line.startsWith('//')).join('\n');
    for (const local of locals) expect(body).toMatch(new RegExp(`\\b${local}\\b`));
    const referenced = body.match(/\b(?:Demo|Import)\d+\b/g) ?? [];
    for (const name of referenced) expect(locals.has(name)).toBe(true);
  });

  it('lists each demo with its styling variants', () => {
    const text = renderDemoRouteModule(routeFile, page, 'en', srcDir);
    expect(text).toMatch(/"D": \{ system: \{ component: Demo\d+, imports: /);
    expect(text).toMatch(/"V": \{ system: \{ component: Demo\d+, imports: \{[^\n]*\} \}, css: \{ component: Demo\d+, imports: /);
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
