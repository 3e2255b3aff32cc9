import type { ApiDoc, ComponentApiDoc } from '../../docsPage/apiDocModel';
import { highlightCode } from '../../markdown/build/highlight';
import type { PlaygroundOptions } from '../playgroundOptions';
import { playgroundCode } from '../playgroundCode';
import { initialState, type PlaygroundControl, type PlaygroundItem, type PlaygroundLibrary, type PlaygroundModel, type PlaygroundElement, type PlaygroundNode, type PlaygroundOverlay } from '../types';
import { deriveControls } from './deriveControls';
import { MARKUP_HTML_ELEMENTS, parseMarkup, type MarkupNode } from './parseMarkup';
import { PASSED_ON_ATTRIBUTE } from './passedOnAttributes';

/** The packages whose components a page of each library's folder names without a package. */
const PACKAGES_OF_FOLDER: Record<string, readonly string[]> = {
  'material-ui': ['@mui/material', '@mui/lab'],
  'joy-ui': ['@mui/joy'],
  'base-ui': ['@mui/base'],
  system: ['@mui/system'],
};

/** The preview's look for a package's components. */
export function libraryOfPackage(packageName: string): PlaygroundLibrary | null {
  if (packageName === '@mui/joy') return 'joy';
  if (packageName === '@mui/base') return 'base';
  if (packageName === '@mui/material' || packageName === '@mui/lab' || packageName === '@mui/system') return 'material';
  return null;
}

/**
 * The line that imports a component under the name the code uses: the API data's first import, with a named
 * export renamed when its name differs (`import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';`).
 */
export function importLineOf(doc: Pick<ComponentApiDoc, 'name' | 'imports' | 'packageName'>): string {
  const line = doc.imports[0];
  if (!line) return `import { ${doc.name} } from '${doc.packageName}';`;
  const named = /^import \{ (\w+) \} from ('[^']+');$/.exec(line.trim());
  return named && named[1] !== doc.name ? `import { ${named[1]} as ${doc.name} } from ${named[2]};` : line;
}

/** The packages a page's unqualified component names are looked up in, by its library folder (language segment aside). */
export function packagesOfPage(pathname: string): readonly string[] {
  const folder = pathname.replace(/^\/zh(?=\/)/, '').split('/')[1] ?? '';
  return PACKAGES_OF_FOLDER[folder] ?? [];
}

/** The component API docs a playground's `component` names on a page, or why there is none. */
export function findPlaygroundDoc(component: string, pathname: string, docs: readonly ApiDoc[]): ComponentApiDoc | string {
  const qualified = /^(@mui\/[a-z-]+)\/([A-Za-z0-9]+)$/.exec(component);
  const packages = qualified ? [qualified[1] as string] : packagesOfPage(pathname);
  const name = qualified ? (qualified[2] as string) : component;
  if (packages.length === 0) return `A playground on ${pathname} must name the component with its package, such as "@mui/material/Button".`;
  const candidates = docs.filter((doc): doc is ComponentApiDoc => doc.kind === 'component' && packages.includes(doc.packageName));
  const found = candidates.find((doc) => doc.name === name);
  if (found) {
    if (!libraryOfPackage(found.packageName)) return `${found.packageName} has no playground preview.`;
    return found;
  }
  const lower = name.toLowerCase();
  const near = candidates
    .filter((doc) => doc.name.toLowerCase().includes(lower) || lower.includes(doc.name.toLowerCase()) || doc.name.toLowerCase().startsWith(lower.slice(0, 3)))
    .map((doc) => doc.name);
  return `${packages.join(' and ')} ${packages.length > 1 ? 'have' : 'has'} no component "${name}"${near.length > 0 ? `; did you mean ${[...new Set(near)].slice(0, 5).join(', ')}?` : '.'}`;
}

export interface ResolvedPlayground {
  model: PlaygroundModel | null;
  problems: string[];
}

/** The props a component's API page lists, its own and those it inherits. */
function propNamesOf(doc: ComponentApiDoc, docs: readonly ApiDoc[]): Set<string> {
  const inherited = doc.inherits.flatMap(
    (parent) => docs.find((candidate): candidate is ComponentApiDoc => candidate.kind === 'component' && candidate.name === parent.component && candidate.packageName === doc.packageName)?.props ?? [],
  );
  return new Set([...doc.props, ...inherited].map((prop) => prop.name));
}

/** The sample items' component, from the same library as the playground's; or why it cannot be. */
function resolveItem(options: PlaygroundOptions, pathname: string, docs: readonly ApiDoc[], owner: ComponentApiDoc): PlaygroundItem | string | null {
  if (!options.item) return null;
  const doc = findPlaygroundDoc(options.item.component, pathname, docs);
  if (typeof doc === 'string') return doc;
  if (libraryOfPackage(doc.packageName) !== libraryOfPackage(owner.packageName)) return `The items of the ${owner.name} playground must come from its library (${owner.packageName}), not ${doc.packageName}.`;
  const props = propNamesOf(doc, docs);
  // `value` is not checked: on a button or an option it is the element's own attribute, which the API data
  // of a component such as Joy's Button does not list.
  const prop = options.item.prop;
  if (prop && prop !== 'children' && !props.has(prop)) return `${doc.name} has no prop "${prop}" for the items of the ${owner.name} playground.`;
  return {
    name: doc.name,
    key: `${doc.packageName}/${doc.name}`,
    importLine: importLineOf(doc),
    prop: options.item.prop && options.item.prop !== 'children' ? options.item.prop : null,
    value: options.item.value === true,
  };
}


/** The markup's nodes with each component resolved to the library's, and the import line of each; or problems. */
function resolveMarkup(
  markup: string,
  pathname: string,
  docs: readonly ApiDoc[],
  owner: ComponentApiDoc,
): { nodes: PlaygroundNode[]; imports: string[] } | { problems: string[] } {
  const parsed = parseMarkup(markup);
  if (typeof parsed === 'string') return { problems: [parsed] };
  const problems: string[] = [];
  const imports: string[] = [];
  const library = libraryOfPackage(owner.packageName);
  const resolve = (node: MarkupNode): PlaygroundNode => {
    if (typeof node === 'string') return node;
    if (/^[a-z]/.test(node.name)) {
      if (!MARKUP_HTML_ELEMENTS.has(node.name)) problems.push(`<${node.name}> is not an HTML element playground markup may use (${[...MARKUP_HTML_ELEMENTS].join(', ')}).`);
      return { name: node.name, key: null, props: node.props, children: node.children.map(resolve) };
    }
    const doc = findPlaygroundDoc(node.name, pathname, docs);
    if (typeof doc === 'string') {
      problems.push(doc);
      return { name: node.name, key: null, props: node.props, children: node.children.map(resolve) };
    }
    if (libraryOfPackage(doc.packageName) !== library) problems.push(`<${node.name}> in the markup of the ${owner.name} playground must come from ${owner.packageName}.`);
    const known = propNamesOf(doc, docs);
    for (const prop of Object.keys(node.props)) {
      if (!known.has(prop) && !PASSED_ON_ATTRIBUTE.test(prop)) problems.push(`${doc.name} has no prop "${prop}" (in the markup of the ${owner.name} playground).`);
    }
    const importLine = importLineOf(doc);
    if (doc !== owner && !imports.includes(importLine)) imports.push(importLine);
    return { name: doc.name, key: `${doc.packageName}/${doc.name}`, props: node.props, children: node.children.map(resolve) };
  };
  const nodes = parsed.map(resolve);
  return problems.length > 0 ? { problems } : { nodes, imports };
}

/** The render props' elements, resolved like markup (one element each); or problems. */
function resolveRenders(
  options: PlaygroundOptions,
  pathname: string,
  docs: readonly ApiDoc[],
  owner: ComponentApiDoc,
): { elements: Record<string, PlaygroundElement>; imports: string[] } | { problems: string[] } {
  const elements: Record<string, PlaygroundElement> = {};
  const imports: string[] = [];
  const problems: string[] = [];
  const props = propNamesOf(owner, docs);
  for (const [prop, source] of Object.entries(options.renders ?? {})) {
    if (!props.has(prop)) {
      problems.push(`${owner.name} has no prop "${prop}" (in "renders").`);
      continue;
    }
    const resolved = resolveMarkup(source, pathname, docs, owner);
    if ('problems' in resolved) {
      problems.push(...resolved.problems);
      continue;
    }
    const [element, ...rest] = resolved.nodes;
    if (!element || typeof element === 'string' || rest.length > 0) {
      problems.push(`"${prop}" in "renders" takes exactly one element, such as '<TextField label="Movie" />'.`);
      continue;
    }
    elements[prop] = element;
    for (const line of resolved.imports) if (!imports.includes(line)) imports.push(line);
  }
  return problems.length > 0 ? { problems } : { elements, imports };
}

/** Handlers any component passes on to its root element, which an overlay may close with (a Backdrop's click). */
const PASSED_ON_HANDLER = /^on(Click|KeyDown)$/;

/** The overlay's part of the model, checked against the component's props; or why it cannot be. */
function resolveOverlay(options: PlaygroundOptions, doc: ComponentApiDoc, docs: readonly ApiDoc[]): PlaygroundOverlay | string | null {
  if (!options.overlay) return null;
  const props = propNamesOf(doc, docs);
  if (!props.has('open')) return `${doc.name} has no "open" prop, so its playground cannot be an overlay.`;
  const { close, anchor, contain = true } = options.overlay;
  if (close && !props.has(close) && !PASSED_ON_HANDLER.test(close)) return `${doc.name} has no prop "${close}" to close the overlay with.`;
  if (anchor && !props.has(anchor)) return `${doc.name} has no prop "${anchor}" to anchor the overlay to.`;
  return { close: close ?? null, anchor: anchor ?? null, contain, container: contain && props.has('container') };
}

/** The overlay's switch: its declared `open` control when the page shows it, else one added first. */
function withOpenControl(controls: PlaygroundControl[]): PlaygroundControl[] {
  const others = controls.filter((control) => control.prop !== 'open');
  return [{ kind: 'switch', prop: 'open', default: false, initial: false }, ...others];
}

/** The model of a playground (controls, first code) from its options and the API data; problems as sentences. */
export function resolvePlayground(options: PlaygroundOptions, pathname: string, docs: readonly ApiDoc[], id: string): ResolvedPlayground {
  const doc = findPlaygroundDoc(options.component, pathname, docs);
  if (typeof doc === 'string') return { model: null, problems: [doc] };
  const inherited = doc.inherits.flatMap(
    (parent) => docs.find((candidate): candidate is ComponentApiDoc => candidate.kind === 'component' && candidate.name === parent.component && candidate.packageName === doc.packageName)?.props ?? [],
  );
  const derived = deriveControls(doc, options, inherited);
  if (derived.problems.length > 0) return { model: null, problems: derived.problems };
  const overlay = resolveOverlay(options, doc, docs);
  if (typeof overlay === 'string') return { model: null, problems: [overlay] };
  const controls = overlay ? withOpenControl(derived.controls) : derived.controls;
  const item = resolveItem(options, pathname, docs, doc);
  if (typeof item === 'string') return { model: null, problems: [item] };
  const markup = options.markup ? resolveMarkup(options.markup, pathname, docs, doc) : { nodes: null, imports: [] as string[] };
  if ('problems' in markup) return { model: null, problems: markup.problems };
  const renders = resolveRenders(options, pathname, docs, doc);
  if ('problems' in renders) return { model: null, problems: renders.problems };
  const partImports = [...markup.imports, ...renders.imports.filter((line) => !markup.imports.includes(line))];
  const importLine = importLineOf(doc);
  const base = { name: doc.name, importLine, controls, fixed: options.fixed ?? {}, children: options.children ?? null, item, markup: markup.nodes, partImports, renders: renders.elements, overlay };
  const initialCode = playgroundCode(base, initialState(controls));
  return {
    model: {
      ...base,
      id,
      key: `${doc.packageName}/${doc.name}`,
      library: libraryOfPackage(doc.packageName) as PlaygroundLibrary,
      initialCode,
      initialCodeHtml: highlightCode(initialCode, 'jsx'),
    },
    problems: [],
  };
}
