import type { VFile } from 'vfile';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { reportProblem } from './contentMessages';
import { PLAYGROUND_OPTIONS_HELP, readPlaygroundOptions, type PlaygroundOptions } from '../../playground/playgroundOptions';

/**
 * The one reader of front matter, for docs pages, blog posts and the Markdown twins: the YAML between the
 * `---` lines that open a file. Sources may start with a byte-order mark and use CRLF line ends.
 */

/** The source with its byte-order mark removed and every line ending as LF. Line numbers stay the same. */
export function normalizeSource(source: string): string {
  return source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

export interface SplitSource {
  /** The YAML text, null when the file opens without front matter. */
  yaml: string | null;
  /** The Markdown after the front matter. */
  body: string;
  /** Line (1-based) of the front matter's closing `---`, 0 without front matter. */
  endLine: number;
}

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/;

/** Splits a (BOM or CRLF) source into its front matter and body. */
export function splitFrontMatter(source: string): SplitSource {
  const text = normalizeSource(source);
  const match = FRONT_MATTER.exec(text);
  if (!match) return { yaml: null, body: text, endLine: 0 };
  const yaml = match[1] ?? '';
  return { yaml, body: text.slice(match[0].length), endLine: yaml.split('\n').length + 1 };
}

export type FrontMatterKind = 'docs' | 'blog';

interface FieldRules {
  required: readonly string[];
  /** Fields holding a list: YAML sequence or a comma-separated string. */
  lists: readonly string[];
  /** Optional text fields. */
  strings: readonly string[];
  /** Fields holding a playground's options: a component name or an inline object. */
  playgrounds: readonly string[];
}

export const FRONT_MATTER_FIELDS: Record<FrontMatterKind, FieldRules> = {
  docs: { required: ['title', 'description'], lists: ['components', 'hooks'], strings: ['githubLabel', 'packageName'], playgrounds: ['playground'] },
  blog: { required: ['title', 'description', 'date'], lists: ['authors', 'tags'], strings: [], playgrounds: [] },
};

export interface FrontMatter {
  title?: string;
  description?: string;
  components?: string[];
  hooks?: string[];
  githubLabel?: string;
  packageName?: string;
  date?: string;
  authors?: string[];
  tags?: string[];
  /** A props playground shown right after the page's lead paragraph. */
  playground?: PlaygroundOptions;
}

/** Line and column (1-based) in the file of each top-level key, for messages. */
export type FrontMatterPlaces = Partial<Record<string, { line: number; column: number }>>;

export interface ReadFrontMatter {
  data: FrontMatter;
  places: FrontMatterPlaces;
}

function listOf(value: unknown): string[] | null {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.map(String);
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean);
  return null;
}

/**
 * Reads and checks the front matter of a source. Each problem (YAML that does not parse, a missing or
 * empty required field, a field of the wrong type, an unknown field) becomes a message of `file` at the
 * line and column of the field. `components` and `hooks` come back sorted.
 */
export function readFrontMatter(source: string, kind: FrontMatterKind, file: VFile): ReadFrontMatter {
  const rules = FRONT_MATTER_FIELDS[kind];
  const { yaml, endLine } = splitFrontMatter(source);
  const data: Record<string, unknown> = {};
  const places: FrontMatterPlaces = {};
  const fields = [...rules.required, ...rules.lists, ...rules.strings, ...rules.playgrounds];
  const addField = (name: string) => `${name}: …`;

  if (yaml === null) {
    reportProblem(
      file,
      'front-matter',
      `The file has no front matter (it needs ${rules.required.join(', ')}).`,
      { line: 1, column: 1 },
      `Start the file with a --- line, then ${rules.required.map(addField).join(', ')} each on its own line, then ---.`,
    );
    return { data: {}, places };
  }

  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const at = (offset: number) => {
    const position = lineCounter.linePos(offset);
    return { line: position.line + 1, column: position.col };
  };
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      reportProblem(file, 'front-matter', `The front matter is not valid YAML: ${error.message.split('\n')[0]}`, at(error.pos[0]), 'Write one `field: value` per line; quote values that contain a colon followed by a space.');
    }
    return { data: {}, places };
  }
  const contents = document.contents;
  if (contents !== null && !isMap(contents)) {
    reportProblem(file, 'front-matter', 'The front matter must be a list of `field: value` lines.', { line: 2, column: 1 }, `Use fields such as ${fields.join(', ')}.`);
    return { data: {}, places };
  }
  for (const pair of contents?.items ?? []) {
    const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const place = isScalar(pair.key) && pair.key.range ? at(pair.key.range[0]) : { line: 2, column: 1 };
    places[name] = place;
    if (!fields.includes(name)) {
      reportProblem(file, 'front-matter', `Unknown front matter field "${name}".`, place, `The fields of a ${kind === 'docs' ? 'docs page' : 'blog post'} are ${fields.join(', ')}.`);
      continue;
    }
    const value: unknown = isScalar(pair.value) ? pair.value.value : pair.value?.toJSON();
    if (rules.playgrounds.includes(name)) {
      try {
        data[name] = readPlaygroundOptions(value);
      } catch (error) {
        const reason = (error as Error).message;
        // Point at the option the message is about, when the value is an object.
        const option = isMap(pair.value)
          ? pair.value.items.find((item) => isScalar(item.key) && reason.includes(`"${String(item.key.value)}"`))
          : undefined;
        const optionPlace = option && isScalar(option.key) && option.key.range ? at(option.key.range[0]) : place;
        reportProblem(file, 'front-matter', reason, optionPlace, `Write \`${name}: Button\` or \`${name}: { component: Button, props: [variant, size] }\`, with options among ${PLAYGROUND_OPTIONS_HELP}.`);
      }
      continue;
    }
    if (rules.lists.includes(name)) {
      const list = listOf(value);
      if (list === null) reportProblem(file, 'front-matter', `"${name}" must be a list of names.`, place, `Write \`${name}: A, B\` or a YAML list.`);
      else data[name] = name === 'components' || name === 'hooks' ? [...list].sort() : list;
      continue;
    }
    if (value === null || value === undefined) {
      data[name] = '';
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      reportProblem(file, 'front-matter', `"${name}" must be text.`, place, `Write \`${name}: some text\` on one line.`);
      continue;
    }
    data[name] = String(value).trim();
  }
  for (const name of rules.required) {
    if (typeof data[name] === 'string' && data[name] !== '') continue;
    if (places[name] && data[name] === '') {
      reportProblem(file, 'front-matter', `The front matter field "${name}" is empty.`, places[name], `Give the page its ${name}.`);
    } else if (!places[name]) {
      reportProblem(
        file,
        'front-matter',
        `The front matter is missing the field "${name}".`,
        { line: endLine, column: 1 },
        `Add a \`${name}: …\` line before the closing --- (required: ${rules.required.join(', ')}).`,
      );
    }
  }
  return { data: data as FrontMatter, places };
}
