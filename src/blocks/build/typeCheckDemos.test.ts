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

  it('types a CSS module import as class names by key, without next-env.d.ts', () => {
    const demo = path.join(dir, 'css.tsx');
    fs.writeFileSync(path.join(dir, 'css.module.css'), '.root { color: red; }\n');
    fs.writeFileSync(
      demo,
      "import styles from './css.module.css';\n\nexport default function Styled() {\n  const name: number = styles.root;\n  return <div className={styles.root}>{name}</div>;\n}\n",
    );
    const messages = typeCheckDemos([demo], process.cwd()).flatMap((file) => file.messages.map(formatMessage));
    // The import resolves; the one error is the deliberate string-to-number assignment, which proves the
    // module is typed (Record<string, string>) rather than any.
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/css\.tsx:4:9: Type 'string( \| undefined)?' is not assignable to type 'number'/);
  }, 60_000);
});
