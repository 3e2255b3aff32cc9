import type { ApiProp, ComponentApiDoc } from '../../docsPage/apiDocModel';
import type { PlaygroundOptions, PlaygroundValue } from '../playgroundOptions';
import type { PlaygroundControl } from '../types';
import { PASSED_ON_ATTRIBUTE } from './passedOnAttributes';

/** Union members up to this many become a toggle group; more, a select. */
export const TOGGLE_GROUP_MAX = 4;

/**
 * Props never given a control by default, whatever their type: styling and slot plumbing, identity,
 * focus order and labels for assistive technology (a page may still name a string one in `props`).
 */
const NOT_CONTROLLED_BY_DEFAULT = new Set(['className', 'classes', 'component', 'components', 'componentsProps', 'slots', 'slotProps', 'style', 'sx', 'id', 'name', 'tabIndex', 'href', 'type', 'value', 'defaultValue', 'ref', 'action']);

/** Never controllable: objects, components and styling whatever the page says (no sample makes sense). */
const NEVER_CONTROLLED = new Set(['classes', 'component', 'components', 'componentsProps', 'slots', 'slotProps', 'style', 'sx', 'ref', 'action']);


/** A literal as written in a declaration (`'text'`, `false`, `4`) as a value; undefined for anything else. */
export function parseLiteral(text: string | undefined): PlaygroundValue | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  const quoted = /^'([^'\\]*)'$|^"([^"\\]*)"$/.exec(trimmed);
  if (quoted) return quoted[1] ?? quoted[2] ?? '';
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return undefined;
}

/** The type without a `ResponsiveStyleValue<…>` wrapper: a single value of it is valid too. */
function plainType(type: string): string {
  const responsive = /^ResponsiveStyleValue<(.*)>$/.exec(type.trim());
  return (responsive?.[1] ?? type).trim();
}

function splitUnion(type: string): string[] {
  return type.split('|').map((member) => member.trim()).filter(Boolean);
}

/** Why a prop has no control of its own, or null when it has one. */
export function whyNotControllable(prop: ApiProp): string | null {
  if (NEVER_CONTROLLED.has(prop.name)) return 'it styles, replaces or reaches into the component';
  if (prop.name.startsWith('on') && /^on[A-Z]/.test(prop.name)) return 'it is an event handler';
  if (prop.deprecated) return 'it is deprecated';
  if (controlOfType(prop) === null) return `its type (${prop.type.length > 60 ? `${prop.type.slice(0, 57)}…` : prop.type}) has no control`;
  return null;
}

/** The control a prop's type and default give, or null when the type cannot be controlled. */
function controlOfType(prop: ApiProp): PlaygroundControl | null {
  const type = plainType(prop.type);
  const declaredDefault = parseLiteral(prop.default);
  const literals = (prop.values ?? splitUnion(type)).map(parseLiteral);
  if (literals.length > 1 && literals.every((value) => value !== undefined) && !literals.every((value) => typeof value === 'boolean')) {
    const options = literals as PlaygroundValue[];
    const fallback = declaredDefault !== undefined && options.includes(declaredDefault) ? declaredDefault : null;
    return { kind: options.length <= TOGGLE_GROUP_MAX ? 'toggle' : 'select', prop: prop.name, options, default: fallback, initial: fallback };
  }
  const members = splitUnion(type).filter((member) => member !== 'null' && member !== 'undefined');
  // `boolean | Mark[]` with a boolean default: on and off are the values worth trying.
  const booleanish = members.some((member) => member === 'bool' || member === 'boolean') && typeof declaredDefault === 'boolean';
  if (booleanish || members.every((member) => member === 'bool' || member === 'boolean')) {
    const value = declaredDefault === true;
    return { kind: 'switch', prop: prop.name, default: value, initial: value };
  }
  if (members.every((member) => member === 'number') || (members.includes('number') && members.every((member) => member === 'number' || member === 'string') && type !== prop.type)) {
    const value = typeof declaredDefault === 'number' ? declaredDefault : null;
    return { kind: 'number', prop: prop.name, default: value, initial: value };
  }
  if (members.length === 1 && members[0] === 'string') {
    const value = typeof declaredDefault === 'string' ? declaredDefault : null;
    return { kind: 'text', prop: prop.name, default: value, initial: value };
  }
  return null;
}

/** A control starting at a page's sample value, for a prop whose type gives none (a node, say). */
function sampledControl(prop: string, sample: PlaygroundValue): PlaygroundControl {
  if (typeof sample === 'boolean') return { kind: 'switch', prop, default: false, initial: sample };
  if (typeof sample === 'number') return { kind: 'number', prop, default: null, initial: sample };
  return { kind: 'text', prop, default: null, initial: sample };
}

/** Whether a sample is a value the prop's own control can take. */
function sampleFits(control: PlaygroundControl, sample: PlaygroundValue): boolean {
  if (control.kind === 'select' || control.kind === 'toggle') return control.options.includes(sample);
  if (control.kind === 'switch') return typeof sample === 'boolean';
  if (control.kind === 'number') return typeof sample === 'number';
  return typeof sample === 'string';
}

export interface DerivedControls {
  controls: PlaygroundControl[];
  /** What the page asked for that the component does not allow, each a sentence. */
  problems: string[];
}

/**
 * The controls of a component's playground, from its API data (and, for props a page names, the props of
 * the components it inherits from) and the page's options: the named props in their order (else every controllable prop in the API's order), each control from the prop's type, starting
 * at its declared default (or the page's sample). `children` gets a text control when the page's sample
 * children are a text and it names `children` (or names no props).
 */
export function deriveControls(doc: ComponentApiDoc, options: Omit<PlaygroundOptions, 'component'>, inheritedProps: readonly ApiProp[] = []): DerivedControls {
  const problems: string[] = [];
  const byName = new Map([...inheritedProps, ...doc.props].map((prop) => [prop.name, prop]));
  const samples = options.samples ?? {};
  const controllable = doc.props.filter((prop) => whyNotControllable(prop) === null).map((prop) => prop.name);
  const known = (name: string, where: string) => {
    if (byName.has(name) || name === 'children') return true;
    problems.push(`${doc.name} has no prop "${name}" (in "${where}"). Its props with a control: ${controllable.join(', ')}.`);
    return false;
  };
  // Fixed props may also be attributes the component passes on to its element.
  for (const name of Object.keys(options.fixed ?? {})) if (!PASSED_ON_ATTRIBUTE.test(name)) known(name, 'fixed');
  for (const name of Object.keys(samples)) known(name, 'samples');

  const textChildren = typeof options.children === 'string' ? options.children : null;
  const wanted = options.props ? [...options.props, ...Object.keys(samples).filter((name) => !options.props?.includes(name))] : [
    ...controllable.filter((name) => !NOT_CONTROLLED_BY_DEFAULT.has(name) && !/^aria-/.test(name) && !(name in (options.fixed ?? {}))),
    ...Object.keys(samples).filter((name) => !controllable.includes(name) || NOT_CONTROLLED_BY_DEFAULT.has(name)),
    ...(textChildren !== null ? ['children'] : []),
  ];
  const controls: PlaygroundControl[] = [];
  for (const name of wanted) {
    if (name === 'children') {
      if (textChildren === null) problems.push('"children" has a control only when the sample "children" is a text: add "children": "Some text".');
      else controls.push({ kind: 'text', prop: 'children', default: null, initial: textChildren });
      continue;
    }
    if (!known(name, 'props')) continue;
    const prop = byName.get(name) as ApiProp;
    const sample = samples[name];
    const control = controlOfType(prop);
    if (sample !== undefined && !NEVER_CONTROLLED.has(name)) {
      controls.push(control && sampleFits(control, sample) ? ({ ...control, initial: sample } as PlaygroundControl) : sampledControl(name, sample));
      continue;
    }
    const why = whyNotControllable(prop);
    if (why || !control) {
      problems.push(`The prop "${name}" of ${doc.name} cannot have a control: ${why ?? 'its type has none'}.${NEVER_CONTROLLED.has(name) || name.startsWith('on') ? '' : ` Give it a first value in "samples" to control it as text, a number or a switch.`}`);
      continue;
    }
    controls.push(control);
  }
  return { controls, problems };
}
