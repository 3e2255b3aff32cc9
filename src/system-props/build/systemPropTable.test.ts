import { createRequire } from 'node:module';
import path from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { allSystemPropRows, SYSTEM_PROP_GROUPS, systemPropRows } from './systemPropTable';
import { parseSystemPropsDirective, systemPropsMarkdown, systemPropsTableHast } from './systemPropsBlock';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const config = (requireFromRoot('@mui/system/styleFunctionSx/defaultSxConfig') as { default: Record<string, { themeKey?: string }> }).default;

function bodyRows(table: Element): Element[] {
  const body = table.children.find((child): child is Element => child.type === 'element' && child.tagName === 'tbody');
  return (body?.children ?? []).filter((child): child is Element => child.type === 'element');
}

function firstCellText(row: Element): string {
  const first = row.children[0] as Element;
  const codeNode = first.children[0] as Element;
  return (codeNode.children[0] as { value: string }).value;
}

describe('system property tables', () => {
  it('list every property of @mui/system defaultSxConfig once, and nothing else', () => {
    const props = allSystemPropRows().map((row) => row.prop);
    expect(new Set(props).size).toBe(props.length);
    expect([...props].sort()).toEqual(Object.keys(config).sort());
  });

  it('give each property the theme key the package configures', () => {
    for (const row of allSystemPropRows()) {
      if (row.kind === 'spacing' || row.kind === 'maxWidth') continue;
      expect(row.themeKey, row.prop).toBe(config[row.prop]?.themeKey ?? null);
    }
    expect(systemPropRows('spacing').every((row) => row.themeKey === 'spacing')).toBe(true);
  });

  it('compute examples by running the package on the Material UI theme', () => {
    const byProp = new Map(allSystemPropRows().map((row) => [row.prop, row]));
    expect(byProp.get('p')?.example).toEqual({ input: 'p: 2', output: 'padding: 16px;' });
    expect(byProp.get('mx')?.cssProperties).toEqual(['margin-left', 'margin-right']);
    expect(byProp.get('bgcolor')?.cssProperties).toEqual(['background-color']);
    expect(byProp.get('width')?.example?.output).toBe('width: 50%;');
    expect(byProp.get('zIndex')?.example?.output).toBe('z-index: 1100;');
    expect(byProp.get('displayPrint')?.example?.output).toBe('@media print { display: none; }');
    expect(byProp.get('display')?.example).toBeNull();
  });

  it('place one table row per property of the group, or of every group for "all"', () => {
    for (const group of SYSTEM_PROP_GROUPS) {
      const rows = bodyRows(systemPropsTableHast(group));
      expect(rows.map(firstCellText)).toEqual(systemPropRows(group).map((row) => row.prop));
    }
    expect(bodyRows(systemPropsTableHast('all')).map(firstCellText).sort()).toEqual(Object.keys(config).sort());
    expect(systemPropsMarkdown('borders').split('\n')).toHaveLength(2 + systemPropRows('borders').length);
  });

  it('parse the directive and refuse a group the package does not have', () => {
    expect(parseSystemPropsDirective('{{"systemProps": "cssGrid"}}')).toBe('cssGrid');
    expect(parseSystemPropsDirective('{{"systemProps": "all"}}')).toBe('all');
    expect(parseSystemPropsDirective('{{"demo": "A.tsx"}}')).toBeNull();
    expect(() => parseSystemPropsDirective('{{"systemProps": "colours"}}')).toThrow(/Unknown system property group "colours"/);
  });
});
