import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemo } from './loadDemo';

let pageDir: string;

beforeAll(() => {
  pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-demo-'));
  fs.mkdirSync(path.join(pageDir, 'demos'));
  fs.writeFileSync(
    path.join(pageDir, 'demos', 'Grid.tsx'),
    "import { DataGrid } from '@mui/x-data-grid';\n\nexport default function Grid() {\n  return <DataGrid rows={[]} columns={[]} />;\n}\n",
  );
});

afterAll(() => fs.rmSync(pageDir, { recursive: true, force: true }));

describe('loadDemo', () => {
  it('refuses a Data Grid demo without a height, naming the demo and the fix', async () => {
    await expect(loadDemo(pageDir, { demo: 'Grid.tsx', options: {} })).rejects.toThrow(/The demo Grid imports a package that loads on demand.*"height"/);
  });

  it('loads it with a height, deriving its JavaScript', async () => {
    const demo = await loadDemo(pageDir, { demo: 'Grid.tsx', options: { height: 400 } });
    expect(demo.name).toBe('Grid');
    expect(demo.variants[0]?.js.raw).toContain("import { DataGrid } from '@mui/x-data-grid';");
  });
});
