import type { Paragraph, Root, RootContent } from 'mdast';
import type { Position } from 'unist';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { DemoOptions } from '../../docsPage/demoModel';
import { INSTALL_DIRECTIVE_FIX, installBlockHast, parseInstallDirective } from './installBlock';
import { parseSystemPropsDirective, SYSTEM_PROPS_DIRECTIVE_FIX, systemPropsTableHast } from '../../system-props/build/systemPropsBlock';
import { PLAYGROUND_OPTIONS_HELP, readPlaygroundOptions, type PlaygroundOptions } from '../../playground/playgroundOptions';

export const CALLOUT_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;
export type CalloutSeverity = (typeof CALLOUT_SEVERITIES)[number];

export interface DemoDirective {
  /** File or folder under the page's `demos/`: `BasicButtons.tsx`, or `FancyButton` for styling variants. */
  demo: string;
  options: DemoOptions;
}

const DEMO_LINE = /^\{\{\s*("[\s\S]*)\}\}$/;

/** Each demo option and the values it takes, as said in messages. */
const OPTION_VALUES: Record<keyof DemoOptions, { accepts: (value: unknown) => boolean; expected: string }> = {
  hideToolbar: { accepts: (value) => value === true, expected: 'true' },
  defaultCodeOpen: { accepts: (value) => typeof value === 'boolean', expected: 'true or false' },
  bg: { accepts: (value) => value === 'outlined' || value === 'inline' || value === 'playground', expected: '"outlined", "inline" or "playground"' },
  iframe: { accepts: (value) => typeof value === 'boolean', expected: 'true or false' },
  height: { accepts: (value) => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 4000, expected: 'a whole number of pixels (1–4000)' },
  maxWidth: { accepts: (value) => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 4000, expected: 'a whole number of pixels (1–4000)' },
  disableLiveEdit: { accepts: (value) => typeof value === 'boolean', expected: 'true or false' },
};

/** The demo options and their values, for messages: `hideToolbar (true), bg ("outlined", …)`. */
export const DEMO_OPTIONS_HELP = Object.entries(OPTION_VALUES)
  .map(([key, rule]) => `${key} (${rule.expected})`)
  .join(', ');

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
  for (const [key, value] of Object.entries(options)) {
    const rule = OPTION_VALUES[key as keyof DemoOptions] as (typeof OPTION_VALUES)[keyof DemoOptions] | undefined;
    if (!rule) throw new Error(`Unknown demo option "${key}" in ${text.trim()}.`);
    if (key === 'hideToolbar' && value === false) throw new Error('"hideToolbar": false is already the default.');
    if (!rule.accepts(value)) throw new Error(`The demo option "${key}" is ${JSON.stringify(value)}; it takes ${rule.expected}.`);
  }
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

const PLAYGROUND_LINE = /^\{\{\s*("playground"\s*:[\s\S]*)\}\}$/;

/**
 * Parses `{{"playground": "Button", "props": ["variant", "size"], …}}`: a props playground of a component
 * (options in playgroundOptions.ts); throws a message for anything malformed.
 */
export function parsePlaygroundDirective(text: string): PlaygroundOptions | null {
  const match = PLAYGROUND_LINE.exec(text.trim());
  if (!match) return null;
  let data: unknown;
  try {
    data = JSON.parse(`{${match[1]}}`);
  } catch {
    throw new Error(`Invalid playground directive ${text.trim()}: it must be JSON between {{ and }}.`);
  }
  const { playground, ...options } = data as Record<string, unknown>;
  if ('component' in options) throw new Error('A playground directive names its component with "playground", not "component".');
  return readPlaygroundOptions({ component: playground, ...options });
}

export type PageDirective = (
  | { kind: 'demo'; directive: DemoDirective }
  | { kind: 'playground'; options: PlaygroundOptions }
  | { kind: 'component'; name: string }
  | { kind: 'api'; pathname: string }
) & {
  /** Where the directive stands in the Markdown, for messages. */
  place?: Position;
};

/** How transformDirectives reports a problem: what is wrong, the node it is about and what to do. */
export type DirectiveProblem = (reason: string, node: { position?: Position }, fix: string) => void;

/** What to do about a malformed directive line, by the kind of line it looks like. */
function directiveFix(text: string): string {
  if (/"demo"\s*:/.test(text)) {
    return `Write {{"demo": "Name.tsx"}} (or a folder name for styling variants), with options among ${DEMO_OPTIONS_HELP}.`;
  }
  if (/"playground"\s*:/.test(text)) return `Write {{"playground": "Button"}}, with options among ${PLAYGROUND_OPTIONS_HELP}.`;
  if (/"component"\s*:/.test(text)) return 'Write {{"component": "Name"}}, naming a file src/tools/Name.tsx.';
  return 'Write {{"api": "/path/of/an/api/page"}}.';
}

/** Index of each directive placeholder in the tree, matching the returned directives. */
export const DEMO_PLACEHOLDER_TAG = 'demo-placeholder';

/**
 * Turns `:::info` … `:::` containers into callouts, demo lines into placeholders, and any other
 * directive syntax back into the text it was written as. Returns the demo directives in order, each with
 * its place; every malformed directive is reported (the default reporter throws at the first).
 */
export function transformDirectives(
  tree: Root,
  report: DirectiveProblem = (reason) => {
    throw new Error(reason);
  },
): PageDirective[] {
  const directives: PageDirective[] = [];
  let installBlocks = 0;

  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'paragraph') {
      const text = mdastToString(node as Paragraph);
      // An installation block is HTML of the page itself (tabs and commands), not a block of its own.
      let install: ReturnType<typeof parseInstallDirective> = null;
      try {
        install = parseInstallDirective(text);
      } catch (error) {
        report((error as Error).message, node, INSTALL_DIRECTIVE_FIX);
        return;
      }
      if (install) {
        installBlocks += 1;
        const hast = installBlockHast(install, `install-${installBlocks}`);
        (parent.children as RootContent[])[index] = {
          type: 'paragraph',
          data: { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children },
          children: [],
        } as Paragraph;
        return 'skip';
      }
      // A table of MUI System properties is generated HTML of the page itself, like an installation block.
      let systemProps: ReturnType<typeof parseSystemPropsDirective> = null;
      try {
        systemProps = parseSystemPropsDirective(text);
      } catch (error) {
        report((error as Error).message, node, SYSTEM_PROPS_DIRECTIVE_FIX);
        return;
      }
      if (systemProps) {
        const hast = systemPropsTableHast(systemProps);
        (parent.children as RootContent[])[index] = {
          type: 'paragraph',
          data: { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children },
          children: [],
        } as Paragraph;
        return 'skip';
      }
      let demo: DemoDirective | null = null;
      let component: string | null = null;
      let api: string | null = null;
      let playground: PlaygroundOptions | null = null;
      try {
        demo = parseDemoDirective(text);
        playground = demo ? null : parsePlaygroundDirective(text);
        component = demo || playground ? null : parseComponentDirective(text);
        api = demo || component || playground ? null : parseApiDirective(text);
      } catch (error) {
        report((error as Error).message, node, directiveFix(text));
        return;
      }
      if (demo || component || api || playground) {
        if (parent.type !== 'root') {
          report(`Directives must stand on their own line: ${text.trim()}`, node, 'Put the directive in a paragraph of its own, outside lists, quotes and callouts, with a blank line before and after.');
          return;
        }
        const placeholder = {
          type: 'paragraph',
          data: { hName: DEMO_PLACEHOLDER_TAG, hProperties: { dataIndex: String(directives.length) } },
          children: [],
        } as Paragraph;
        const place = node.position;
        directives.push(
          demo
            ? { kind: 'demo', directive: demo, place }
            : playground
              ? { kind: 'playground', options: playground, place }
              : component
              ? { kind: 'component', name: component, place }
              : { kind: 'api', pathname: api as string, place },
        );
        (parent.children as RootContent[])[index] = placeholder;
      }
      return;
    }
    if (node.type === 'containerDirective') {
      const container = node as ContainerDirective;
      if (!(CALLOUT_SEVERITIES as readonly string[]).includes(container.name)) {
        report(`Unknown callout ":::${container.name}".`, container, `Use one of ${CALLOUT_SEVERITIES.map((name) => `:::${name}`).join(', ')}, and close it with ::: on its own line.`);
        return;
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
