import { describe, expect, it } from 'vitest';
import { getJsxPreview } from './jsxPreview';

/** A demo whose default export returns a Stack holding `children` Buttons: children + 2 lines of JSX. */
function stackDemo(children: number): string {
  const buttons = Array.from({ length: children }, (_, index) => `      <Button>Item ${index}</Button>`);
  return [
    "import * as React from 'react';",
    "import Button from '@mui/material/Button';",
    "import Stack from '@mui/material/Stack';",
    '',
    'export default function Buttons() {',
    '  return (',
    '    <Stack direction="row" spacing={2}>',
    ...buttons,
    '    </Stack>',
    '  );',
    '}',
    '',
  ].join('\n');
}

describe('getJsxPreview', () => {
  it('returns the returned JSX, dedented, with a trailing newline', () => {
    const source = `import * as React from 'react';

export default function BasicButtons() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Stack spacing={2} direction="row">
      <Button variant="text" onClick={() => setCount(count + 1)}>
        Text {count}
      </Button>
      <Button variant="contained">Contained</Button>
    </Stack>
  );
}
`;
    expect(getJsxPreview(source)).toBe(`<Stack spacing={2} direction="row">
  <Button variant="text" onClick={() => setCount(count + 1)}>
    Text {count}
  </Button>
  <Button variant="contained">Contained</Button>
</Stack>
`);
  });

  it('works with a fragment', () => {
    const source = 'export default function A() {\n  return (\n    <>\n      <B />\n      <C />\n    </>\n  );\n}\n';
    expect(getJsxPreview(source)).toBe('<>\n  <B />\n  <C />\n</>\n');
  });

  it('works with a self-closing element', () => {
    const source = 'export default function A() {\n  return (\n    <Slider defaultValue={30} aria-label="Volume" />\n  );\n}\n';
    expect(getJsxPreview(source)).toBe('<Slider defaultValue={30} aria-label="Volume" />\n');
  });

  it('uses the final return when the function returns early', () => {
    const source =
      'export default function A({ hidden }: { hidden: boolean }) {\n  if (hidden) {\n    return null;\n  }\n  return (\n    <Chip label="Shown" />\n  );\n}\n';
    expect(getJsxPreview(source)).toBe('<Chip label="Shown" />\n');
  });

  it('ignores other functions and looks at the default export only', () => {
    const source = [
      'function Helper() {',
      '  return <span>helper</span>;',
      '}',
      '',
      'export default function Main() {',
      '  return (',
      '    <div>',
      '      <Helper />',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(getJsxPreview(source)).toBe('<div>\n  <Helper />\n</div>\n');
  });

  it('accepts JSX of exactly 16 lines and rejects 17', () => {
    const sixteen = getJsxPreview(stackDemo(14));
    expect(sixteen).not.toBeNull();
    expect(sixteen?.split('\n')).toHaveLength(17); // 16 lines and the trailing newline
    expect(sixteen?.startsWith('<Stack direction="row" spacing={2}>\n  <Button>Item 0</Button>\n')).toBe(true);
    expect(sixteen?.endsWith('  <Button>Item 13</Button>\n</Stack>\n')).toBe(true);
    expect(getJsxPreview(stackDemo(15))).toBeNull();
  });

  it('returns null when there is no default-exported function', () => {
    expect(getJsxPreview('export function A() {\n  return (\n    <B />\n  );\n}\n')).toBeNull();
    expect(getJsxPreview('function A() {\n  return (\n    <B />\n  );\n}\n')).toBeNull();
    expect(getJsxPreview('const A = () => <B />;\nexport default A;\n')).toBeNull();
    expect(getJsxPreview('')).toBeNull();
  });

  it('returns null when the default export returns something other than JSX', () => {
    expect(getJsxPreview('export default function A() {\n  return null;\n}\n')).toBeNull();
    expect(getJsxPreview("export default function A() {\n  return 'text';\n}\n")).toBeNull();
    expect(getJsxPreview('export default function A() {\n  return React.createElement("div");\n}\n')).toBeNull();
    expect(getJsxPreview('export default function A() {\n  console.log(1);\n}\n')).toBeNull();
  });

  it('accepts a file name', () => {
    expect(getJsxPreview('export default function A() {\n  return (\n    <B />\n  );\n}\n', 'A.tsx')).toBe('<B />\n');
  });

  it('returns only the JSX for a one-line `return <X />;` without parentheses', () => {
    expect(getJsxPreview('export default function A() {\n  return <Button>Hi</Button>;\n}\n')).toBe('<Button>Hi</Button>\n');
    expect(getJsxPreview('export default function A() {\n  return <Divider />;\n}\n')).toBe('<Divider />\n');
  });
});
