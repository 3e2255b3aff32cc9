import type { Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { DemoOptions } from '../../blocks/demo/types';

export const CALLOUT_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;
export type CalloutSeverity = (typeof CALLOUT_SEVERITIES)[number];

export interface DemoDirective {
  /** File or folder under the page's `demos/`: `BasicButtons.tsx`, or `FancyButton` for styling variants. */
  demo: string;
  options: DemoOptions;
}

const DEMO_LINE = /^\{\{\s*("[\s\S]*)\}\}$/;
const OPTION_KEYS = new Set(['hideToolbar', 'defaultCodeOpen', 'bg', 'iframe', 'height', 'maxWidth', 'disableLiveEdit']);

/** Parses `{{"demo": "X.tsx", …}}`; throws a message for anything malformed. */
export function parseDemoDirective(text: string): DemoDirective | null {
  const match = DEMO_LINE.exec(text.trim());
  if (!match || !/"demo"\s*:/.test(match[1] ?? '')) return null;
  let data: unknown;
  try {
    data = JSON.parse(`{${match[1]}}`);
  } catch {
    throw new Error(`Invalid demo directive ${text.trim()}: it must be JSON between {{ and }}.`);
  }
  const { demo, ...options } = data as Record<string, unknown>;
  if (typeof demo !== 'string' || !/^[A-Za-z0-9_-]+(\.tsx)?$/.test(demo)) {
    throw new Error(`Invalid demo directive ${text.trim()}: "demo" must name a .tsx file or a folder under demos/.`);
  }
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.has(key)) throw new Error(`Unknown demo option "${key}" in ${text.trim()}.`);
  }
  if (options.hideToolbar === false) throw new Error('"hideToolbar": false is already the default.');
  if (options.hideToolbar && options.defaultCodeOpen) {
    throw new Error('A demo cannot combine "hideToolbar" with "defaultCodeOpen": the code could not be closed.');
  }
  return { demo, options: options as DemoOptions };
}

const COMPONENT_LINE = /^\{\{\s*"component"\s*:\s*"([^"]*)"\s*\}\}$/;

/**
 * Parses `{{"component": "DensityTool"}}`: an interactive part of the docs themselves (a tool, not a
 * demo), from `src/tools/<Name>.tsx`.
 */
export function parseComponentDirective(text: string): string | null {
  const match = COMPONENT_LINE.exec(text.trim());
  if (!match) return null;
  const name = match[1] ?? '';
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`Invalid component directive ${text.trim()}: name a component of src/tools/.`);
  return name;
}

const API_LINE = /^\{\{\s*"api"\s*:\s*"([^"]*)"\s*\}\}$/;

/** Parses `{{"api": "/x/api/data-grid/data-grid-premium"}}`: an API page's reference, shown in place. */
export function parseApiDirective(text: string): string | null {
  const match = API_LINE.exec(text.trim());
  if (!match) return null;
  const pathname = match[1] ?? '';
  if (!/^\/[a-z0-9/-]+$/.test(pathname)) throw new Error(`Invalid api directive ${text.trim()}: name an API page's path.`);
  return pathname;
}

export type PageDirective =
  | { kind: 'demo'; directive: DemoDirective }
  | { kind: 'component'; name: string }
  | { kind: 'api'; pathname: string };

/** Index of each directive placeholder in the tree, matching the returned directives. */
export const DEMO_PLACEHOLDER_TAG = 'demo-placeholder';

/**
 * Turns `:::info` … `:::` containers into callouts, demo lines into placeholders, and any other
 * directive syntax back into the text it was written as. Returns the demo directives in order.
 */
export function transformDirectives(tree: Root): PageDirective[] {
  const directives: PageDirective[] = [];

  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'paragraph') {
      const text = mdastToString(node as Paragraph);
      const demo = parseDemoDirective(text);
      const component = demo ? null : parseComponentDirective(text);
      const api = demo || component ? null : parseApiDirective(text);
      if (demo || component || api) {
        if (parent.type !== 'root') throw new Error(`Directives must stand on their own line: ${text.trim()}`);
        const placeholder = {
          type: 'paragraph',
          data: { hName: DEMO_PLACEHOLDER_TAG, hProperties: { dataIndex: String(directives.length) } },
          children: [],
        } as Paragraph;
        directives.push(
          demo ? { kind: 'demo', directive: demo } : component ? { kind: 'component', name: component } : { kind: 'api', pathname: api as string },
        );
        (parent.children as RootContent[])[index] = placeholder;
      }
      return;
    }
    if (node.type === 'containerDirective') {
      const container = node as ContainerDirective;
      if (!(CALLOUT_SEVERITIES as readonly string[]).includes(container.name)) {
        throw new Error(`Unknown callout ":::${container.name}"; use one of ${CALLOUT_SEVERITIES.join(', ')}.`);
      }
      container.data = {
        hName: 'aside',
        hProperties: { className: ['MuiCallout-root', `MuiCallout-${container.name}`], dataSeverity: container.name },
      };
      return;
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      const directive = node as TextDirective | LeafDirective;
      const prefix = node.type === 'textDirective' ? ':' : '::';
      const label = mdastToString(directive);
      const text = `${prefix}${directive.name}${label ? `[${label}]` : ''}`;
      const replacement =
        node.type === 'textDirective'
          ? { type: 'text' as const, value: text }
          : { type: 'paragraph' as const, children: [{ type: 'text' as const, value: text }] };
      (parent.children as RootContent[])[index] = replacement as RootContent;
    }
  });
  return directives;
}
