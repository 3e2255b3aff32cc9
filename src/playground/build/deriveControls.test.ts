import { describe, expect, it } from 'vitest';
import { currentApiDocs } from '../../api-reference/build/currentApiDocs';
import type { ComponentApiDoc } from '../../docsPage/apiDocModel';
import { deriveControls, parseLiteral, TOGGLE_GROUP_MAX } from './deriveControls';
import { findPlaygroundDoc, resolvePlayground } from './resolvePlayground';

const { docs } = currentApiDocs();

function componentDoc(packageName: string, name: string): ComponentApiDoc {
  const doc = docs.find((candidate): candidate is ComponentApiDoc => candidate.kind === 'component' && candidate.packageName === packageName && candidate.name === name);
  if (!doc) throw new Error(`No API data for ${packageName} ${name}`);
  return doc;
}

const byProp = (controls: ReturnType<typeof deriveControls>['controls']) => Object.fromEntries(controls.map((control) => [control.prop, control]));

describe('parseLiteral', () => {
  it('reads the literals declarations write, and nothing else', () => {
    expect([parseLiteral("'text'"), parseLiteral('false'), parseLiteral('true'), parseLiteral('99'), parseLiteral('{}'), parseLiteral('<CircularProgress />'), parseLiteral(undefined)]).toEqual(['text', false, true, 99, undefined, undefined, undefined]);
  });
});

describe('deriveControls (real API data)', () => {
  it('Base UI TextareaAutosize: fixed props may be attributes its textarea takes, and string | number props take number samples', () => {
    const doc = componentDoc('@mui/base', 'TextareaAutosize');
    const derived = deriveControls(doc, { props: ['minRows'], fixed: { 'aria-label': 'Note', placeholder: 'Type here' }, samples: { minRows: 2 } });
    expect(derived.problems).toEqual([]);
    expect(derived.controls).toEqual([{ kind: 'number', prop: 'minRows', default: null, initial: 2 }]);
    // A name that is neither a prop nor a passed-on attribute is still refused.
    expect(deriveControls(doc, { fixed: { rowz: 2 } }).problems).toEqual([expect.stringContaining('TextareaAutosize has no prop "rowz" (in "fixed")')]);
  });

  it('Material UI Button: unions of few values are toggle groups, of many a select, booleans switches, at the declared defaults', () => {
    const doc = componentDoc('@mui/material', 'Button');
    const controls = byProp(deriveControls(doc, {}).controls);
    const variant = doc.props.find((prop) => prop.name === 'variant');
    expect(controls.variant).toEqual({ kind: 'toggle', prop: 'variant', options: ['text', 'outlined', 'contained'], default: 'text', initial: 'text' });
    expect(variant?.values).toHaveLength(3);
    expect(controls.color?.kind).toBe('select');
    expect(controls.color && 'options' in controls.color && controls.color.options.length).toBeGreaterThan(TOGGLE_GROUP_MAX);
    expect(controls.color?.default).toBe('primary');
    expect(controls.disabled).toEqual({ kind: 'switch', prop: 'disabled', default: false, initial: false });
    // Nodes, objects, styling and the element to render get no control.
    for (const prop of ['children', 'startIcon', 'sx', 'classes', 'component', 'style']) expect(controls[prop]).toBeUndefined();
  });

  it('Material UI Slider: numbers are number fields with their defaults; `false | union` keeps false as an option; handlers get nothing', () => {
    const controls = byProp(deriveControls(componentDoc('@mui/material', 'Slider'), {}).controls);
    expect(controls.max).toEqual({ kind: 'number', prop: 'max', default: 100, initial: 100 });
    expect(controls.step).toEqual({ kind: 'number', prop: 'step', default: 1, initial: 1 });
    expect(controls.track).toMatchObject({ kind: 'toggle', options: [false, 'normal', 'inverted'], default: 'normal' });
    expect(controls.marks).toMatchObject({ kind: 'switch', default: false });
    expect(controls.onChange).toBeUndefined();
    expect(controls.scale).toBeUndefined();
  });

  it('Joy UI Button: Joy’s own values and defaults', () => {
    const controls = byProp(deriveControls(componentDoc('@mui/joy', 'Button'), {}).controls);
    expect(controls.variant).toMatchObject({ kind: 'toggle', options: ['outlined', 'solid', 'plain', 'soft'], default: 'solid' });
    expect(controls.size).toMatchObject({ kind: 'toggle', options: ['sm', 'md', 'lg'], default: 'md' });
    expect(controls.color).toMatchObject({ kind: 'select', default: 'primary' });
    expect(controls.loading).toMatchObject({ kind: 'switch', default: false });
    expect(controls.slots).toBeUndefined();
  });

  it('Base UI Badge: a node prop takes a sample; numbers and booleans come from the API', () => {
    const { controls, problems } = deriveControls(componentDoc('@mui/base', 'Badge'), { props: ['badgeContent', 'max', 'showZero'], samples: { badgeContent: 4 } });
    expect(problems).toEqual([]);
    expect(controls).toEqual([
      { kind: 'number', prop: 'badgeContent', default: null, initial: 4 },
      { kind: 'number', prop: 'max', default: 99, initial: 99 },
      { kind: 'switch', prop: 'showZero', default: false, initial: false },
    ]);
  });

  it('MUI System Stack: a responsive value’s plain values are controllable', () => {
    const controls = byProp(deriveControls(componentDoc('@mui/system', 'Stack'), {}).controls);
    expect(controls.direction).toMatchObject({ kind: 'toggle', options: ['row', 'row-reverse', 'column', 'column-reverse'], default: 'column' });
    expect(controls.spacing).toMatchObject({ kind: 'number', default: 0 });
    expect(controls.useFlexGap).toMatchObject({ kind: 'switch' });
    expect(controls.divider).toBeUndefined();
  });

  it('keeps the page’s order and reports props that do not exist or cannot be controlled', () => {
    const doc = componentDoc('@mui/material', 'Button');
    expect(deriveControls(doc, { props: ['size', 'variant'] }).controls.map((control) => control.prop)).toEqual(['size', 'variant']);
    const { problems } = deriveControls(doc, { props: ['variant', 'colour', 'onClick', 'startIcon'] });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/Button has no prop "colour" \(in "props"\)\. Its props with a control: color, disabled/);
    expect(problems[1]).toMatch(/"onClick"|"startIcon"/);
  });
});

describe('resolvePlayground', () => {
  it('finds a page’s components in its library, or any library by package', () => {
    expect(findPlaygroundDoc('Button', '/material-ui/react-button', docs)).toMatchObject({ packageName: '@mui/material' });
    expect(findPlaygroundDoc('Button', '/joy-ui/react-button', docs)).toMatchObject({ packageName: '@mui/joy' });
    expect(findPlaygroundDoc('@mui/base/Slider', '/experiments/docs/playground', docs)).toMatchObject({ packageName: '@mui/base' });
    expect(findPlaygroundDoc('Button', '/experiments/docs/playground', docs)).toMatch(/must name the component with its package/);
    expect(findPlaygroundDoc('Buton', '/material-ui/react-button', docs)).toMatch(/no component "Buton"; did you mean/);
  });

  it('builds the model with the import line, the look of its library and the first code', () => {
    const { model, problems } = resolvePlayground({ component: 'Card', props: ['variant', 'raised'], children: 'Text' }, '/material-ui/react-card', docs, 'playground-Card');
    expect(problems).toEqual([]);
    // `variant` is Paper's, which Card inherits.
    expect(model?.controls.map((control) => control.kind)).toEqual(['toggle', 'switch']);
    expect(model?.library).toBe('material');
    expect(model?.initialCode).toBe("import Card from '@mui/material/Card';\n\n<Card>Text</Card>\n");
    expect(model?.initialCodeHtml).toContain('token');
    expect(resolvePlayground({ component: '@mui/joy/Button' }, '/x', docs, 'p').model?.library).toBe('joy');
    expect(resolvePlayground({ component: '@mui/base/Button' }, '/x', docs, 'p').model?.importLine).toBe("import { Button } from '@mui/base/Button';");
  });

  it('gives items the component, prop and value the page names, from the same library only', () => {
    const tabs = resolvePlayground(
      { component: 'Tabs', props: ['textColor'], fixed: { value: 0 }, children: ['Inbox', 'Sent'], item: { component: 'Tab', prop: 'label' } },
      '/material-ui/react-tabs',
      docs,
      'playground-Tabs',
    );
    expect(tabs.problems).toEqual([]);
    expect(tabs.model?.item).toMatchObject({ name: 'Tab', key: '@mui/material/Tab', prop: 'label', value: false });
    expect(tabs.model?.initialCode).toContain("import Tab from '@mui/material/Tab';");
    expect(tabs.model?.initialCode).toContain('<Tab label="Inbox" />');

    const group = resolvePlayground({ component: 'ToggleButtonGroup', children: ['Left', 'Right'], item: { component: 'ToggleButton', value: true } }, '/material-ui/react-toggle-button', docs, 'p');
    expect(group.model?.initialCode).toContain('<ToggleButton value="Left">Left</ToggleButton>');

    expect(resolvePlayground({ component: 'Tabs', children: ['A'], item: { component: 'Tab', prop: 'caption' } }, '/material-ui/react-tabs', docs, 'p').problems).toEqual([
      'Tab has no prop "caption" for the items of the Tabs playground.',
    ]);
    expect(resolvePlayground({ component: 'Tabs', children: ['A'], item: { component: '@mui/joy/Tab' } }, '/material-ui/react-tabs', docs, 'p').problems[0]).toMatch(/must come from its library/);
  });

  it('imports a component whose export has another name under the name the code uses', () => {
    expect(resolvePlayground({ component: 'Popup', props: ['placement'] }, '/base-ui/react-popup', docs, 'p').model?.initialCode).toBe(
      "import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';\n\n<Popup />\n",
    );
  });

  it('makes an overlay’s open a switch that starts off, and writes its state, anchor and close handler as code', () => {
    const dialog = resolvePlayground({ component: 'Dialog', props: ['fullWidth'], overlay: { close: 'onClose' }, children: 'Text' }, '/material-ui/react-dialog', docs, 'p');
    expect(dialog.problems).toEqual([]);
    expect(dialog.model?.controls.map((control) => [control.prop, control.initial])).toEqual([
      ['open', false],
      ['fullWidth', false],
    ]);
    // Dialog inherits Modal's container: it is portalled into the preview.
    expect(dialog.model?.overlay).toEqual({ close: 'onClose', anchor: null, contain: true, container: true });
    expect(dialog.model?.initialCode).toContain('<Dialog open={open} onClose={() => setOpen(false)}>Text</Dialog>');

    const popover = resolvePlayground({ component: 'Popover', overlay: { close: 'onClose', anchor: 'anchorEl', contain: false }, props: ['elevation'] }, '/material-ui/react-popover', docs, 'p');
    expect(popover.model?.overlay).toEqual({ close: 'onClose', anchor: 'anchorEl', contain: false, container: false });
    expect(popover.model?.initialCode).toContain('<Popover open={open} anchorEl={anchorEl} onClose={() => setOpen(false)} />');
    // A Snackbar has no portal: contained, but nothing to pass as its container.
    expect(resolvePlayground({ component: 'Snackbar', overlay: {}, props: ['autoHideDuration'] }, '/material-ui/react-snackbar', docs, 'p').model?.overlay).toEqual({ close: null, anchor: null, contain: true, container: false });
  });

  it('refuses an overlay the component cannot be', () => {
    expect(resolvePlayground({ component: 'Button', overlay: {} }, '/material-ui/react-button', docs, 'p').problems).toEqual(['Button has no "open" prop, so its playground cannot be an overlay.']);
    expect(resolvePlayground({ component: 'Dialog', overlay: { close: 'onDismiss' } }, '/material-ui/react-dialog', docs, 'p').problems).toEqual(['Dialog has no prop "onDismiss" to close the overlay with.']);
    expect(resolvePlayground({ component: 'Dialog', overlay: { anchor: 'anchorEl' } }, '/material-ui/react-dialog', docs, 'p').problems).toEqual(['Dialog has no prop "anchorEl" to anchor the overlay to.']);
  });

  it('passes render props as one element of the library that receives the argument spread first', () => {
    const { model, problems } = resolvePlayground(
      { component: 'Autocomplete', props: ['size'], fixed: { options: ['Dog', 'Cat'] }, renders: { renderInput: '<TextField label="Pet" />' } },
      '/material-ui/react-autocomplete',
      docs,
      'p',
    );
    expect(problems).toEqual([]);
    expect(model?.renders.renderInput).toMatchObject({ name: 'TextField', key: '@mui/material/TextField', props: { label: 'Pet' } });
    expect(model?.initialCode).toBe(
      "import Autocomplete from '@mui/material/Autocomplete';\nimport TextField from '@mui/material/TextField';\n\n<Autocomplete\n  renderInput={(params) => <TextField {...params} label=\"Pet\" />}\n  options={['Dog', 'Cat']}\n/>\n",
    );
    expect(resolvePlayground({ component: 'Autocomplete', renders: { renderTags: '<Chip />' } }, '/material-ui/react-autocomplete', docs, 'p').problems).toEqual([]);
    expect(resolvePlayground({ component: 'Autocomplete', renders: { renderInput: '<TextField /><TextField />' } }, '/material-ui/react-autocomplete', docs, 'p').problems[0]).toMatch(/takes exactly one element/);
    expect(resolvePlayground({ component: 'Button', renders: { renderInput: '<TextField />' } }, '/material-ui/react-button', docs, 'p').problems).toEqual(['Button has no prop "renderInput" (in "renders").']);
  });
});
