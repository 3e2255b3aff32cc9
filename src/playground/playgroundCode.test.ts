import { describe, expect, it } from 'vitest';
import { changedProps, changeSummary, elementCode, itemCode, jsxAttribute, playgroundCode } from './playgroundCode';
import { initialState, type PlaygroundControl } from './types';

const controls: PlaygroundControl[] = [
  { kind: 'toggle', prop: 'variant', options: ['text', 'outlined', 'contained'], default: 'text', initial: 'text' },
  { kind: 'select', prop: 'color', options: ['primary', 'secondary', 'error', 'info', 'success'], default: 'primary', initial: 'primary' },
  { kind: 'switch', prop: 'disabled', default: false, initial: false },
  { kind: 'number', prop: 'max', default: null, initial: null },
  { kind: 'text', prop: 'children', default: null, initial: 'Save' },
];
const model = { name: 'Button', importLine: "import Button from '@mui/material/Button';", controls, fixed: {}, children: 'Save', item: null };

describe('playgroundCode', () => {
  it('shows only the import and the element while every prop is at its default', () => {
    expect(playgroundCode(model, initialState(controls))).toBe("import Button from '@mui/material/Button';\n\n<Button>Save</Button>\n");
  });

  it('shows the props that differ from the defaults, in panel order, and the children text', () => {
    const state = { ...initialState(controls), color: 'secondary', variant: 'contained', disabled: true, children: 'Send' };
    expect(playgroundCode(model, state)).toBe("import Button from '@mui/material/Button';\n\n<Button variant=\"contained\" color=\"secondary\" disabled>Send</Button>\n");
  });

  it('leaves a prop out when it is set back to its default, and a number without default once set', () => {
    const state = { ...initialState(controls), variant: 'text', disabled: false, max: 10 };
    expect(changedProps(model, state)).toEqual([['max', 10]]);
  });

  it('writes a fixed object as an object literal, quoting what is not a name', () => {
    expect(jsxAttribute('inputProps', { 'aria-label': "Owner's name" })).toBe("inputProps={{ 'aria-label': 'Owner\\'s name' }}");
    expect(jsxAttribute('slotProps', { input: { 'aria-label': 'Dark mode', tabIndex: 0 } })).toBe("slotProps={{ input: { 'aria-label': 'Dark mode', tabIndex: 0 } }}");
    expect(elementCode('Switch', [['slotProps', { input: { 'aria-label': 'Dark mode' } }]], null)).toBe("<Switch slotProps={{ input: { 'aria-label': 'Dark mode' } }} />");
  });

  it('puts fixed props first, always', () => {
    expect(changedProps({ controls, fixed: { 'aria-label': 'Volume' } }, { ...initialState(controls), disabled: true })).toEqual([
      ['aria-label', 'Volume'],
      ['disabled', true],
    ]);
  });

  it('writes each kind of value as JSX', () => {
    expect([jsxAttribute('disabled', true), jsxAttribute('track', false), jsxAttribute('max', 10), jsxAttribute('label', 'Say "hi"'), jsxAttribute('size', 'small')]).toEqual([
      'disabled',
      'track={false}',
      'max={10}',
      'label={"Say \\"hi\\""}',
      'size="small"',
    ]);
  });

  it('breaks long elements one prop per line, self-closes without children and lists sample items', () => {
    const props: Array<[string, string | boolean]> = [['variant', 'contained'], ['color', 'secondary'], ['size', 'large'], ['disableElevation', true], ['fullWidth', true]];
    expect(elementCode('Button', props, null)).toBe('<Button\n  variant="contained"\n  color="secondary"\n  size="large"\n  disableElevation\n  fullWidth\n/>');
    expect(elementCode('Slider', [], null)).toBe('<Slider />');
    expect(elementCode('Stack', [['direction', 'row']], ['A', 'B'])).toBe('<Stack direction="row">\n  <div>A</div>\n  <div>B</div>\n</Stack>');
    expect(elementCode('Typography', [], 'a {b} <c>')).toBe('<Typography>{"a {b} <c>"}</Typography>');
  });
});

describe('sample items of a component', () => {
  const tabs = {
    name: 'Tabs',
    importLine: "import Tabs from '@mui/material/Tabs';",
    controls: [{ kind: 'select' as const, prop: 'textColor', options: ['primary', 'secondary'], default: 'primary', initial: 'primary' }],
    fixed: { value: 0 },
    children: ['Inbox', 'Sent'],
    item: { name: 'Tab', key: '@mui/material/Tab', importLine: "import Tab from '@mui/material/Tab';", prop: 'label', value: false },
  };

  it('imports the item component and writes each item with its text in the named prop', () => {
    expect(playgroundCode(tabs, initialState(tabs.controls))).toBe(
      "import Tabs from '@mui/material/Tabs';\nimport Tab from '@mui/material/Tab';\n\n<Tabs value={0}>\n  <Tab label=\"Inbox\" />\n  <Tab label=\"Sent\" />\n</Tabs>\n",
    );
  });

  it('passes the text as the value too, or as the children', () => {
    expect(itemCode({ name: 'ToggleButton', prop: null, value: true }, 'Left')).toBe('<ToggleButton value="Left">Left</ToggleButton>');
    expect(itemCode({ name: 'Option', prop: 'label', value: true }, 'Red')).toBe('<Option value="Red" label="Red" />');
    expect(itemCode(null, 'Plain')).toBe('<div>Plain</div>');
  });
});

describe('changeSummary', () => {
  it('says what changed and how much code there is, briefly', () => {
    expect(changeSummary('color', 'secondary', 1)).toBe('color: secondary. The code shows 1 prop.');
    expect(changeSummary('disabled', false, 0)).toBe('disabled: off. The code shows no props.');
    expect(changeSummary('max', null, 3)).toBe('max: not set. The code shows 3 props.');
  });
});
