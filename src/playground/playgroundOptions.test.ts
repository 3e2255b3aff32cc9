import { describe, expect, it } from 'vitest';
import { readPlaygroundOptions } from './playgroundOptions';
import { contentFile } from '../markdown/build/contentMessages';
import { readFrontMatter } from '../markdown/build/frontMatter';
import { parsePlaygroundDirective } from '../markdown/build/markdownDirectives';
import { renderMarkdown } from '../markdown/build/renderMarkdown';

describe('readPlaygroundOptions', () => {
  it('takes a name alone or the whole set of options', () => {
    expect(readPlaygroundOptions('Button')).toEqual({ component: 'Button' });
    expect(readPlaygroundOptions({ component: '@mui/joy/Chip', props: ['variant'], children: ['a', 'b'], fixed: { 'aria-label': 'x' }, samples: { label: 'Chip' } })).toEqual({
      component: '@mui/joy/Chip',
      props: ['variant'],
      children: ['a', 'b'],
      fixed: { 'aria-label': 'x' },
      samples: { label: 'Chip' },
    });
  });

  it('takes the component of sample items, by name or with its prop and value', () => {
    expect(readPlaygroundOptions({ component: 'Tabs', children: ['A', 'B'], item: 'Tab' }).item).toEqual({ component: 'Tab' });
    expect(readPlaygroundOptions({ component: 'Select', children: ['A'], item: { component: 'Option', prop: 'label', value: true } }).item).toEqual({
      component: 'Option',
      prop: 'label',
      value: true,
    });
  });

  it('takes an overlay as true or with its close and anchor props, and keeps those out of fixed and samples', () => {
    expect(readPlaygroundOptions({ component: 'Dialog', overlay: true }).overlay).toEqual({});
    expect(readPlaygroundOptions({ component: 'Popover', overlay: { close: 'onClose', anchor: 'anchorEl', contain: false } }).overlay).toEqual({ close: 'onClose', anchor: 'anchorEl', contain: false });
    expect(() => readPlaygroundOptions({ component: 'Dialog', overlay: { close: 'hide' } })).toThrow(/names a handler prop such as onClose/);
    expect(() => readPlaygroundOptions({ component: 'Dialog', overlay: { side: 'left' } })).toThrow(/"side: "left"" is not something the playground option "overlay" takes/);
    expect(() => readPlaygroundOptions({ component: 'Dialog', overlay: 'yes' })).toThrow(/"overlay" takes true, or an object/);
    expect(() => readPlaygroundOptions({ component: 'Dialog', overlay: true, fixed: { open: true } })).toThrow(/"open" belongs to the overlay's preview/);
  });

  it('takes render props as one element each, and only render props', () => {
    expect(readPlaygroundOptions({ component: 'Autocomplete', renders: { renderInput: ' <TextField label="Pet" /> ' } }).renders).toEqual({ renderInput: '<TextField label="Pet" />' });
    expect(() => readPlaygroundOptions({ component: 'Autocomplete', renders: { onChange: '<TextField />' } })).toThrow(/"onChange" in the playground option "renders" is not a render prop/);
    expect(() => readPlaygroundOptions({ component: 'Autocomplete', renders: { renderInput: 'TextField' } })).toThrow(/takes one element as JSX/);
    expect(() => readPlaygroundOptions({ component: 'Autocomplete', renders: {} })).toThrow(/"renders" takes an object/);
  });

  it('refuses what it cannot use, saying why', () => {
    expect(() => readPlaygroundOptions({ component: 'button' })).toThrow(/"component" is "button"/);
    expect(() => readPlaygroundOptions({ component: 'Button', colour: 1 })).toThrow('Unknown playground option "colour".');
    expect(() => readPlaygroundOptions({ component: 'Button', props: ['size', 'size'] })).toThrow('The prop "size" is named twice in "props".');
    expect(() => readPlaygroundOptions({ component: 'Button', fixed: { size: [[1]] } })).toThrow(/The list "size" in "fixed"/);
    expect(() => readPlaygroundOptions({ component: 'Button', fixed: { size: null } })).toThrow(/The value of "size" in "fixed"/);
    // Objects name parts the props cannot reach, two levels at most (slotProps → slot → attribute).
    expect(readPlaygroundOptions({ component: 'Switch', fixed: { slotProps: { input: { 'aria-label': 'Dark mode' } } } }).fixed).toEqual({
      slotProps: { input: { 'aria-label': 'Dark mode' } },
    });
    expect(() => readPlaygroundOptions({ component: 'Switch', fixed: { slotProps: { input: { style: { color: 'red' } } } } })).toThrow(
      /The value of "slotProps.input.style" in "fixed" is \{"color":"red"\}; it takes a text, a number, true or false\./,
    );
    expect(() => readPlaygroundOptions({ component: 'Switch', fixed: { slotProps: {} } })).toThrow(/"slotProps" in "fixed" is an empty object/);
    expect(() => readPlaygroundOptions({ component: 'Switch', fixed: { inputProps: { 'not a name': 'x' } } })).toThrow(/"not a name" in "inputProps"/);
    expect(() => readPlaygroundOptions({ component: 'Button', fixed: { size: 'small' }, props: ['size'] })).toThrow(/fixed, so it cannot also be in "props"/);
    expect(() => readPlaygroundOptions(['Button'])).toThrow(/component name or an object/);
    expect(() => readPlaygroundOptions({ component: 'Tabs', item: 'Tab' })).toThrow(/"item" needs "children" as a list/);
    expect(() => readPlaygroundOptions({ component: 'Tabs', children: ['A'], item: { component: 'Tab', colour: 1 } })).toThrow(/"colour: 1" is not something/);
    expect(() => readPlaygroundOptions({ component: 'Tabs', children: ['A'], item: { prop: 'label' } })).toThrow(/"item" needs its "component"/);
  });
});

describe('the playground directive and front matter field', () => {
  it('parses the directive line', () => {
    expect(parsePlaygroundDirective('{{"playground": "Button", "props": ["size"]}}')).toEqual({ component: 'Button', props: ['size'] });
    expect(parsePlaygroundDirective('{{"demo": "A.tsx"}}')).toBeNull();
    expect(() => parsePlaygroundDirective('{{"playground": "Button", "props": [size]}}')).toThrow(/must be JSON/);
  });

  it('reports a bad directive option at its file, line and column', () => {
    const source = '---\ntitle: T\ndescription: D.\n---\n\n# T\n\nLead.\n\n{{"playground": "Button", "size": "small"}}\n';
    expect(() => renderMarkdown(source, { location: 'content/x/index.md', language: 'en' })).toThrow(
      'content/x/index.md:10:1: Unknown playground option "size".',
    );
  });

  it('reports a bad front matter option where the option is written', () => {
    const file = contentFile('content/x/index.md');
    readFrontMatter('---\ntitle: T\ndescription: D\nplayground:\n  component: Button\n  props: size\n---\n', 'docs', file);
    expect(file.messages.map((message) => String(message))).toEqual(['content/x/index.md:6:3: The playground option "props" takes a list of prop names, in the order to show them.']);
  });

  it('places the front matter’s playground right after the lead paragraph', () => {
    const rendered = renderMarkdown('---\ntitle: T\ndescription: D.\nplayground: { component: Button, props: [size] }\n---\n\n# T\n\nLead.\n\nMore.\n', {
      location: 'content/x/index.md',
      language: 'en',
    });
    expect(rendered.blocks.map((block) => block.type)).toEqual(['html', 'playground', 'html']);
    expect(rendered.blocks[0]).toMatchObject({ html: '<p class="description">Lead.</p>' });
    expect(rendered.blocks[1]).toMatchObject({ options: { component: 'Button', props: ['size'] }, place: { start: { line: 4, column: 1 } } });
  });
});
