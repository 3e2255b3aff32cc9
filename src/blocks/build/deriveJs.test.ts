import prettier from 'prettier';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { deriveJs, markBlankLines, unmarkBlankLines } from './deriveJs';

const DEMO_TS = `import * as React from 'react';
import type { SxProps } from '@mui/system';
import { type Theme, Box } from '@mui/material';
import Button from '@mui/material/Button';

interface CounterProps {
  label: string;
  start: number;
}

type Size = 'small' | 'large';

const SIZES = ['small', 'large'] as const;

const config = { spacing: 2, radius: 4 } satisfies Record<string, number>;

const LONG_LIST = ['first item', 'second item', 'third item', 'fourth item', 'fifth item', 'sixth item'];

function useCounter(initial: number): [number, () => void] {
  const [value, setValue] = React.useState<number>(initial);
  // Increment by one.
  const increment = () => setValue((previous: number) => previous + 1);

  return [value, increment];
}

function firstOf<T>(items: readonly T[]): T | undefined {
  return items[0];
}

export default function Counter({ label, start }: CounterProps) {
  /* the counter state */
  const [value, increment] = useCounter(start);
  const sx: SxProps<Theme> = { p: config.spacing };
  const size = firstOf<Size>(SIZES) as Size;

  return (
    <Box sx={sx} data-size={size} data-items={LONG_LIST.length}>
      {/* the label */}
      {label}: {value}
      <Button onClick={increment}>+1</Button>
    </Box>
  );
}
`;

/** Syntax errors of a JavaScript (JSX) module. */
function jsSyntaxErrors(js: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(js, {
    fileName: 'x.jsx',
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, allowJs: true, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** Trimmed lines that directly follow a blank line. */
function linesAfterBlank(source: string): string[] {
  const lines = source.split('\n');
  return lines.filter((line, index) => index > 0 && line.trim() !== '' && lines[index - 1]?.trim() === '').map((line) => line.trim());
}

function hasBlankLineBefore(source: string, trimmedLine: string): boolean {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => line.trim() === trimmedLine);
  if (index < 0) throw new Error(`Line not found: ${trimmedLine}\n---\n${source}`);
  return index > 0 && lines[index - 1]?.trim() === '';
}

describe('deriveJs', () => {
  it('produces JavaScript that parses, with JSX kept', async () => {
    const js = await deriveJs(DEMO_TS);
    expect(jsSyntaxErrors(js)).toEqual([]);
    await expect(prettier.format(js, { parser: 'babel' })).resolves.toEqual(expect.any(String));
    expect(js).toContain('<Box sx={sx} data-size={size} data-items={LONG_LIST.length}>');
    expect(js).toContain('<Button onClick={increment}>+1</Button>');
    expect(js).toMatch(/export default function Counter\(\{ label, start \}\) \{/);
  });

  it('removes interfaces, type aliases, annotations, generics, as const and satisfies', async () => {
    const js = await deriveJs(DEMO_TS);
    expect(js).not.toMatch(/\binterface\b/);
    expect(js).not.toMatch(/\btype Size\b/);
    expect(js).not.toContain(': number');
    expect(js).not.toContain(': string');
    expect(js).not.toContain('CounterProps');
    expect(js).not.toContain('SxProps');
    expect(js).not.toMatch(/\bas const\b/);
    expect(js).not.toMatch(/\bas Size\b/);
    expect(js).not.toMatch(/\bsatisfies\b/);
    expect(js).not.toContain('<number>');
    expect(js).not.toContain('<T>');
    expect(js).not.toContain('<Size>');
    expect(js).toContain('function useCounter(initial) {');
    expect(js).toContain('function firstOf(items) {');
    expect(js).toContain("const SIZES = ['small', 'large'];");
    expect(js).toContain('const config = { spacing: 2, radius: 4 };');
    expect(js).toContain('const size = firstOf(SIZES);');
    expect(js).toContain('const [value, setValue] = React.useState(initial);');
  });

  it('drops type-only imports and inline type specifiers, keeping value imports', async () => {
    const js = await deriveJs(DEMO_TS);
    const imports = js.split('\n').filter((line) => line.startsWith('import '));
    expect(imports).toEqual([
      "import * as React from 'react';",
      "import { Box } from '@mui/material';",
      "import Button from '@mui/material/Button';",
    ]);
    expect(js).not.toContain('@mui/system');
    expect(js).not.toContain('Theme');
  });

  it('formats with Prettier: single quotes and trailing commas', async () => {
    const js = await deriveJs(DEMO_TS);
    expect(js).not.toContain('"react"');
    expect(js).toContain("import * as React from 'react';");
    // The long array does not fit on one line, so Prettier breaks it and adds a trailing comma.
    expect(js).toMatch(/const LONG_LIST = \[\n(\s+'[a-z ]+',\n)+\];/);
    expect(js).toContain("  'sixth item',\n];");
  });

  it('keeps comments', async () => {
    const js = await deriveJs(DEMO_TS);
    expect(js).toContain('// Increment by one.');
    expect(js).toContain('/* the counter state */');
    expect(js).toContain('{/* the label */}');
  });

  it('ends with exactly one newline', async () => {
    const js = await deriveJs(DEMO_TS);
    expect(js).toMatch(/[^\n]\n$/);
    const padded = await deriveJs(`${DEMO_TS}\n\n\n`);
    expect(padded).toMatch(/[^\n]\n$/);
  });

  it('keeps the blank line after the imports', async () => {
    const js = await deriveJs("import * as React from 'react';\n\nexport default function A() {\n  return <div />;\n}\n");
    expect(js).toBe("import * as React from 'react';\n\nexport default function A() {\n  return <div />;\n}\n");
  });

  it('keeps blank lines before statements that follow a removed or retyped line', async () => {
    const js = await deriveJs(DEMO_TS);
    // Each of these lines reads the same in TS and JS and follows a blank line in the TS source.
    const unchangedAfterBlank = linesAfterBlank(DEMO_TS).filter((line) => js.split('\n').some((jsLine) => jsLine.trim() === line));
    expect(unchangedAfterBlank).toEqual(expect.arrayContaining(['return [value, increment];', 'return (']));
    const missingBlankLine = unchangedAfterBlank.filter((line) => !hasBlankLineBefore(js, line));
    expect(missingBlankLine).toEqual([]);
  });

  it('keeps the blank line between two statements when the second loses its type annotation', async () => {
    const js = await deriveJs('const a = 1;\n\nconst b: number = 2;\n');
    expect(js).toBe('const a = 1;\n\nconst b = 2;\n');
  });

  it('accepts a file name and strips types inside JSX expressions', async () => {
    const js = await deriveJs('export default function A() {\n  return <>{[1, 2].map((n: number) => <b key={n}>{n}</b>)}</>;\n}\n', 'A.tsx');
    expect(jsSyntaxErrors(js)).toEqual([]);
    expect(js).not.toContain(': number');
    expect(js).toContain('<b key={n}>{n}</b>');
  });
});

describe('markBlankLines and unmarkBlankLines', () => {
  it('mark only blank lines between statements, not inside JSX or objects', () => {
    const source = [
      'const a = 1;',
      '',
      'const b = {',
      '',
      '  c: 2,',
      '};',
      '',
      'function f() {',
      '  const x = (',
      '    <div>',
      '',
      '      text',
      '    </div>',
      '  );',
      '',
      '  return x;',
      '}',
      '',
    ].join('\n');
    const marked = markBlankLines(source);
    expect(marked.match(/\/\/__BLANK_LINE__/g)).toHaveLength(3);
    expect(marked).toContain('//__BLANK_LINE__\nconst b = {');
    expect(marked).toContain('//__BLANK_LINE__\nfunction f() {');
    expect(marked).toContain('  //__BLANK_LINE__\n  return x;');
    expect(marked).toContain('<div>\n\n      text');
  });

  it('keep a comment with the statement it precedes', () => {
    const marked = markBlankLines('const a = 1;\n\n// about b\nconst b = 2;\n');
    expect(marked).toBe('const a = 1;\n\n//__BLANK_LINE__\n// about b\nconst b = 2;\n');
  });

  it('turn markers back into single blank lines, none at the start', () => {
    expect(unmarkBlankLines('//__BLANK_LINE__\na;\n\n  //__BLANK_LINE__\nb;\n')).toBe('a;\n\nb;\n');
  });
});
