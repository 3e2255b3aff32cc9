import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readImports } from '../../blocks/build/demoSources';
import { DEMO_ENTRIES_DIR, demoEntryFileOf, GENERATED_ENTRY_MARKER, renderDemoEntryModule } from './demoEntryModule';

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';
import { Stack, type StackProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import './global.css';
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

let root: string;
let sourceFile: string;
let entryFile: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-entry-'));
  sourceFile = path.join(root, 'content/p/demos/D.tsx');
  fs.mkdirSync(path.dirname(sourceFile), { recursive: true });
  fs.writeFileSync(sourceFile, DEMO);
  fs.writeFileSync(path.join(root, 'content/p/demos/x.module.css'), '.root { gap: 8px; }\n');
  entryFile = demoEntryFileOf(root, sourceFile);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function render(): string {
  return renderDemoEntryModule(entryFile, sourceFile, readImports(DEMO, sourceFile), root);
}

/** The lines of the exported scope, one per module the demo imports. */
function scopeLines(text: string): string[] {
  const start = text.indexOf('export const imports = {\n');
  return text.slice(start).split('\n').slice(1, -2);
}

describe('demoEntryFileOf', () => {
  it("mirrors the demo's path under content/ in the entries folder, always as .tsx", () => {
    expect(entryFile).toBe(path.join(root, DEMO_ENTRIES_DIR, 'p/demos/D.tsx'));
    expect(demoEntryFileOf(root, path.join(root, 'content/p/demos/V/css.ts'))).toBe(path.join(root, DEMO_ENTRIES_DIR, 'p/demos/V/css.tsx'));
  });
});

describe('renderDemoEntryModule', () => {
  it('starts with the generated marker naming the demo, and re-exports the demo by default', () => {
    const text = render();
    expect(text.split('\n')[0]).toBe(`${GENERATED_ENTRY_MARKER} from content/p/demos/D.tsx. Do not edit.`);
    expect(text.split('\n')[1]).toBe("import Demo from '../../../../../content/p/demos/D';");
    expect(path.resolve(path.dirname(entryFile), '../../../../../content/p/demos/D.tsx')).toBe(sourceFile);
    expect(text).toContain('\nexport default Demo;\n');
  });

  it('imports each module statically, by exactly the bindings the demo uses', () => {
    const imports = render()
      .split('\n')
      .filter((line) => line.startsWith('import '))
      .slice(1);
    expect(imports).toEqual([
      "import * as Import0 from 'react';",
      "import Import1 from '@mui/material/Button';",
      "import { Stack as Import2 } from '@mui/material';",
      "import '../../../../../content/p/demos/global.css';",
      "import Import4 from '../../../../../content/p/demos/x.module.css';",
    ]);
  });

  it('exports the live editor scope under the specifiers the demo uses', () => {
    expect(scopeLines(render())).toEqual([
      '  "react": { __esModule: true, ...Import0 },',
      '  "@mui/material/Button": { __esModule: true, default: Import1 },',
      '  "@mui/material": { __esModule: true, "Stack": Import2 },',
      '  "./global.css": { __esModule: true },',
      '  "./x.module.css": { __esModule: true, default: Import4 },',
    ]);
  });

  it('never imports type-only names', () => {
    const text = render();
    expect(text).not.toContain('StackProps');
    expect(text).not.toContain('Theme');
    expect(text).not.toContain('@mui/material/styles');
  });

  it('resolves a relative import from the entry to the file beside the demo', () => {
    const target = /import Import4 from '([^']+)'/.exec(render())?.[1] ?? '';
    expect(path.resolve(path.dirname(entryFile), target)).toBe(path.join(root, 'content/p/demos/x.module.css'));
  });

  it('is valid TSX', () => {
    const { diagnostics = [] } = ts.transpileModule(render(), {
      fileName: 'entry.tsx',
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
    });
    expect(diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
  });
});
