import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../markdown/build/contentMessages';
import { typeCheckDemos } from './typeCheckDemos';

// Inside the project, so the demo resolves the installed packages as real demos do.
const dir = fs.mkdtempSync(path.join(process.cwd(), 'content', '.typecheck-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('typeCheckDemos', () => {
  it('names the demo file, line and column of a type error, with the TypeScript message', () => {
    const good = path.join(dir, 'Good.tsx');
    const bad = path.join(dir, 'Bad.tsx');
    fs.writeFileSync(good, "import Button from '@mui/material/Button';\n\nexport default function Good() {\n  return <Button variant=\"contained\">Go</Button>;\n}\n");
    fs.writeFileSync(bad, "import Button from '@mui/material/Button';\n\nexport default function Bad() {\n  return <Button variant=\"filled\">Go</Button>;\n}\n");
    const files = typeCheckDemos([good, bad]);
    expect(files).toHaveLength(1);
    const messages = files[0]!.messages.map(formatMessage);
    const location = path.relative(process.cwd(), bad);
    expect(messages[0]!.startsWith(`${location}:4:18: `)).toBe(true);
    expect(messages[0]).toContain('Type \'"filled"\' is not assignable to type');
    expect(messages[0]).toMatch(/\(TS2769\)/);
    expect(messages[0]).toContain('→ Fix the demo so it type-checks against the installed packages');
  }, 60_000);

  it('accepts a CSS module beside the demo without next-env.d.ts (a fresh clone), and still reports a wrong use of it', () => {
    const root = fs.mkdtempSync(path.join(dir, 'project-'));
    fs.copyFileSync(path.join(process.cwd(), 'tsconfig.json'), path.join(root, 'tsconfig.json'));
    fs.mkdirSync(path.join(root, 'src', 'types'), { recursive: true });
    fs.copyFileSync(path.join(process.cwd(), 'src', 'types', 'cssModules.d.ts'), path.join(root, 'src', 'types', 'cssModules.d.ts'));
    fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'));
    fs.writeFileSync(path.join(root, 'css.module.css'), '.box { color: red; }\n');
    const good = path.join(root, 'Styled.tsx');
    const bad = path.join(root, 'Misused.tsx');
    fs.writeFileSync(good, "import styles from './css.module.css';\n\nexport default function Styled() {\n  return <div className={styles.box}>Box</div>;\n}\n");
    fs.writeFileSync(bad, "import styles from './css.module.css';\n\nexport default function Misused() {\n  return <div className={styles.box.size}>Box</div>;\n}\n");
    expect(fs.existsSync(path.join(root, 'next-env.d.ts'))).toBe(false);
    const files = typeCheckDemos([good, bad], root);
    expect(files.map((file) => file.path)).toEqual([path.relative(root, bad)]);
  }, 60_000);
});
