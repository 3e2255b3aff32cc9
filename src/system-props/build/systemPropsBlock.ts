import type { Element, ElementContent } from 'hast';
import { allSystemPropRows, SYSTEM_PROP_GROUPS, systemPropRows, type SystemPropGroup, type SystemPropRow } from './systemPropTable';

const SYSTEM_PROPS_LINE = /^\{\{\s*"systemProps"\s*:\s*"([^"]*)"\s*\}\}$/;

/** What a `{{"systemProps": …}}` line may name: one group of @mui/system, or `all`. */
export type SystemPropsSelection = SystemPropGroup | 'all';

export const SYSTEM_PROPS_DIRECTIVE_FIX = `Write {{"systemProps": "<group>"}} with a group among ${SYSTEM_PROP_GROUPS.join(', ')}, or "all".`;

/** Parses `{{"systemProps": "borders"}}`; throws for a group @mui/system does not have. */
export function parseSystemPropsDirective(text: string): SystemPropsSelection | null {
  const match = SYSTEM_PROPS_LINE.exec(text.trim());
  if (!match) return null;
  const name = match[1] ?? '';
  if (name !== 'all' && !(SYSTEM_PROP_GROUPS as readonly string[]).includes(name)) {
    throw new Error(`Unknown system property group "${name}" in ${text.trim()}.`);
  }
  return name as SystemPropsSelection;
}

/** The rows a selection shows. */
export function rowsOf(selection: SystemPropsSelection): SystemPropRow[] {
  return selection === 'all' ? allSystemPropRows() : systemPropRows(selection);
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

function code(value: string): Element {
  return { type: 'element', tagName: 'code', properties: {}, children: [text(value)] };
}

/** Inline text with `code` spans turned into <code> elements. */
function inline(value: string): ElementContent[] {
  return value.split(/(`[^`]+`)/).filter(Boolean).map((part) => (part.startsWith('`') ? code(part.slice(1, -1)) : text(part)));
}

function cell(tagName: 'td' | 'th', children: ElementContent[], properties: Element['properties'] = {}): Element {
  return { type: 'element', tagName, properties, children };
}

function joined(parts: string[]): ElementContent[] {
  return parts.flatMap((part, index) => (index === 0 ? [code(part)] : [text(', '), code(part)]));
}

const GROUP_PAGES: Record<SystemPropGroup, string> = {
  borders: '/system/borders/',
  display: '/system/display/',
  flexbox: '/system/flexbox/',
  cssGrid: '/system/grid/',
  palette: '/system/palette/',
  positions: '/system/positions/',
  shadows: '/system/shadows/',
  sizing: '/system/sizing/',
  spacing: '/system/spacing/',
  typography: '/system/typography/',
};

/**
 * The table as HTML, placed in the page's Markdown: one row per property with the CSS it writes, the theme
 * key it reads, what it accepts and an example. `all` adds a column linking each property's group page.
 */
export function systemPropsTableHast(selection: SystemPropsSelection): Element {
  const withGroup = selection === 'all';
  const headings = ['Property', ...(withGroup ? ['Group'] : []), 'CSS property', 'Theme key', 'Accepts', 'Example (Material UI theme)'];
  const rows = rowsOf(selection).map(
    (row): Element => ({
      type: 'element',
      tagName: 'tr',
      properties: {},
      children: [
        cell('td', [code(row.prop)]),
        ...(withGroup
          ? [cell('td', [{ type: 'element', tagName: 'a', properties: { href: GROUP_PAGES[row.group] }, children: [text(row.group)] } as Element])]
          : []),
        cell('td', joined(row.cssProperties)),
        cell('td', row.themeKey ? [code(row.themeKey)] : [text('none')]),
        cell('td', inline(row.accepts)),
        cell('td', row.example ? [code(row.example.input), text(' → '), code(row.example.output)] : [text('plain CSS')]),
      ],
    }),
  );
  return {
    type: 'element',
    tagName: 'table',
    // Wider than a phone, the table scrolls sideways (the Markdown body's table rule): a named, focusable
    // region lets keyboard users scroll it too.
    properties: {
      className: ['MuiSystemProps-table'],
      dataSystemProps: selection,
      tabIndex: 0,
      ariaLabel: selection === 'all' ? 'Every system property' : `System properties of the ${selection} group`,
    },
    children: [
      { type: 'element', tagName: 'thead', properties: {}, children: [{ type: 'element', tagName: 'tr', properties: {}, children: headings.map((heading) => cell('th', [text(heading)], { scope: 'col' })) }] },
      { type: 'element', tagName: 'tbody', properties: {}, children: rows },
    ],
  };
}

/** The table in a page's Markdown twin. */
export function systemPropsMarkdown(selection: SystemPropsSelection): string {
  const escape = (value: string) => value.replace(/\|/g, '\\|');
  const lines = ['| Property | CSS property | Theme key | Accepts | Example |', '| --- | --- | --- | --- | --- |'];
  for (const row of rowsOf(selection)) {
    const example = row.example ? `\`${row.example.input}\` → \`${escape(row.example.output)}\`` : 'plain CSS';
    lines.push(`| \`${row.prop}\` | ${row.cssProperties.map((name) => `\`${name}\``).join(', ')} | ${row.themeKey ? `\`${row.themeKey}\`` : 'none'} | ${escape(row.accepts)} | ${example} |`);
  }
  return lines.join('\n');
}
