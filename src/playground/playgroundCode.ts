import type { PlaygroundControl, PlaygroundFixedValue, PlaygroundElement, PlaygroundItem, PlaygroundModel, PlaygroundNode, PlaygroundOverlay, PlaygroundState, PlaygroundValue } from './types';

/** Lines longer than this put one prop per line. */
const MAX_LINE = 80;

/** A value as a JavaScript literal: `'text'`, `3`, `true`, `{ 'aria-label': 'Name' }`. */
function jsLiteral(value: PlaygroundFixedValue): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(', ')}]`;
  const entries = Object.entries(value).map(([key, inner]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${jsLiteral(inner)}`);
  return `{ ${entries.join(', ')} }`;
}

/** A JSX attribute: `variant="contained"`, `disabled`, `max={10}`, `title={"a \"b\""}`, `inputProps={{ 'aria-label': 'Name' }}`. */
export function jsxAttribute(prop: string, value: PlaygroundFixedValue): string {
  if (typeof value === 'object') return `${prop}={${jsLiteral(value)}}`;
  if (value === true) return prop;
  if (typeof value === 'string') return /^[^"\\\n{}]*$/.test(value) ? `${prop}="${value}"` : `${prop}={${JSON.stringify(value)}}`;
  return `${prop}={${String(value)}}`;
}

/** Text as JSX children: plain when it is safe as is, else a string expression. */
function jsxText(text: string): string {
  return /^[^{}<>\n]*$/.test(text) && text.trim() === text && text !== '' ? text : `{${JSON.stringify(text)}}`;
}

/** The props the code shows: the fixed ones, then those whose control differs from the component's default, in panel order. */
export function changedProps(model: Pick<PlaygroundModel, 'controls' | 'fixed'> & Partial<Pick<PlaygroundModel, 'overlay'>>, state: PlaygroundState): Array<[string, PlaygroundFixedValue]> {
  const changed: Array<[string, PlaygroundFixedValue]> = Object.entries(model.fixed);
  for (const control of model.controls) {
    if (control.prop === 'children' || (model.overlay && control.prop === 'open')) continue;
    const value = state[control.prop] ?? null;
    if (value !== null && !isDefault(control, value)) changed.push([control.prop, value]);
  }
  return changed;
}

function isDefault(control: PlaygroundControl, value: PlaygroundValue): boolean {
  if (control.kind === 'switch') return value === control.default;
  return control.default !== null && value === control.default;
}

/** The children of the element for a state: the `children` control's text when there is one. */
export function childrenOf(model: Pick<PlaygroundModel, 'controls' | 'children'>, state: PlaygroundState): string | string[] | null {
  const control = model.controls.find((candidate) => candidate.prop === 'children');
  if (control) {
    const value = state.children;
    return typeof value === 'string' && value !== '' ? value : null;
  }
  return model.children;
}

/** The JSX of one sample item: a plain element, or the item component with its text where it goes. */
export function itemCode(item: Pick<PlaygroundItem, 'name' | 'prop' | 'value'> | null, text: string): string {
  if (!item) return `<div>${jsxText(text)}</div>`;
  const attributes = [...(item.value ? [jsxAttribute('value', text)] : []), ...(item.prop ? [jsxAttribute(item.prop, text)] : [])];
  const open = `<${item.name}${attributes.map((attribute) => ` ${attribute}`).join('')}`;
  return item.prop ? `${open} />` : `${open}>${jsxText(text)}</${item.name}>`;
}

/**
 * An overlay's attributes that are code, not values: its state, its anchor and its close handler
 * (`open={open}`, `anchorEl={anchorEl}`, `onClose={() => setOpen(false)}`).
 */
export function overlayAttributes(overlay: PlaygroundOverlay | null | undefined): string[] {
  if (!overlay) return [];
  return ['open={open}', ...(overlay.anchor ? [`${overlay.anchor}={anchorEl}`] : []), ...(overlay.close ? [`${overlay.close}={() => setOpen(false)}`] : [])];
}

/** Render props as code: `renderInput={(params) => <TextField {...params} label="Movie" />}`. */
export function renderAttributes(renders: Readonly<Record<string, PlaygroundElement>> | undefined): string[] {
  return Object.entries(renders ?? {}).map(([prop, element]) => {
    const attributes = Object.entries(element.props).map(([name, value]) => ` ${jsxAttribute(name, value)}`).join('');
    const inner = element.children.length === 0 ? ' />' : `>${element.children.map((child) => (typeof child === 'string' ? jsxText(child) : markupLines(child, 0).join(' '))).join('')}</${element.name}>`;
    return `${prop}={(params) => <${element.name} {...params}${attributes}${inner}}`;
  });
}

/** The JSX of the element alone, one line when it fits, else one prop per line; `leading` attributes come first, as written. */
export function elementCode(
  name: string,
  props: ReadonlyArray<[string, PlaygroundFixedValue]>,
  children: string | string[] | null,
  item: Pick<PlaygroundItem, 'name' | 'prop' | 'value'> | null = null,
  leading: readonly string[] = [],
): string {
  const attributes = [...leading, ...props.map(([prop, value]) => jsxAttribute(prop, value))];
  const open = (end: string) => (attributes.length > 0 ? `<${name} ${attributes.join(' ')}${end}` : `<${name}${end}`);
  const multiline = (end: string) => `<${name}\n${attributes.map((attribute) => `  ${attribute}`).join('\n')}\n${end}`;
  if (children === null || (Array.isArray(children) && children.length === 0)) {
    const line = open(' />');
    return line.length <= MAX_LINE || attributes.length === 0 ? line : multiline('/>');
  }
  const inner = Array.isArray(children) ? children.map((text) => `  ${itemCode(item, text)}`) : [`  ${jsxText(children)}`];
  const oneLine = !Array.isArray(children) ? `${open('>')}${jsxText(children)}</${name}>` : null;
  if (oneLine && oneLine.length <= MAX_LINE) return oneLine;
  const opening = open('>').length <= MAX_LINE || attributes.length === 0 ? open('>') : multiline('>');
  return `${opening}\n${inner.join('\n')}\n</${name}>`;
}

/** The element's opening tag: one line when it fits, else one prop per line; `leading` attributes come first, as written. */
export function openingTag(name: string, props: ReadonlyArray<[string, PlaygroundFixedValue]>, leading: readonly string[] = []): string {
  const attributes = [...leading, ...props.map(([prop, value]) => jsxAttribute(prop, value))];
  const line = attributes.length > 0 ? `<${name} ${attributes.join(' ')}>` : `<${name}>`;
  return line.length <= MAX_LINE || attributes.length === 0 ? line : `<${name}\n${attributes.map((attribute) => `  ${attribute}`).join('\n')}\n>`;
}

/** One node of a playground's markup as JSX lines, indented by `depth` steps: an element with only text on one line. */
export function markupLines(node: PlaygroundNode, depth: number): string[] {
  const indent = '  '.repeat(depth);
  if (typeof node === 'string') return [`${indent}${jsxText(node)}`];
  const attributes = Object.entries(node.props).map(([prop, value]) => ` ${jsxAttribute(prop, value)}`).join('');
  if (node.children.length === 0) return [`${indent}<${node.name}${attributes} />`];
  const inline = node.children.every((child) => typeof child === 'string');
  if (inline) {
    const line = `${indent}<${node.name}${attributes}>${node.children.map((child) => jsxText(child as string)).join(' ')}</${node.name}>`;
    if (line.length <= MAX_LINE) return [line];
  }
  return [`${indent}<${node.name}${attributes}>`, ...node.children.flatMap((child) => markupLines(child, depth + 1)), `${indent}</${node.name}>`];
}

type CodeModel = Pick<PlaygroundModel, 'name' | 'importLine' | 'controls' | 'fixed' | 'children' | 'item'> & Partial<Pick<PlaygroundModel, 'markup' | 'partImports' | 'overlay' | 'renders'>>;

/** The code panel's text: the import lines, a blank line and the element. */
export function playgroundCode(model: CodeModel, state: PlaygroundState): string {
  const imports = [model.importLine, ...(model.item && model.item.importLine !== model.importLine ? [model.item.importLine] : []), ...(model.partImports ?? [])].join('\n');
  if (model.markup && model.markup.length > 0) {
    const inner = model.markup.flatMap((node) => markupLines(node, 1));
    return `${imports}\n\n${openingTag(model.name, changedProps(model, state), [...overlayAttributes(model.overlay), ...renderAttributes(model.renders)])}\n${inner.join('\n')}\n</${model.name}>\n`;
  }
  return `${imports}\n\n${elementCode(model.name, changedProps(model, state), childrenOf(model, state), model.item, [...overlayAttributes(model.overlay), ...renderAttributes(model.renders)])}\n`;
}

/** What the live region says after a change: short, never the whole code. */
export function changeSummary(prop: string, value: PlaygroundValue | null, shownProps: number): string {
  const said = value === null || value === '' ? 'not set' : typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);
  return `${prop}: ${said}. The code shows ${shownProps === 0 ? 'no props' : shownProps === 1 ? '1 prop' : `${shownProps} props`}.`;
}
