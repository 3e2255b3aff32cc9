import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiDoc, ComponentApiDoc } from '../types';
import { exportNameOf, listApiTargets } from './apiTargets';
import { extractAllApis } from './extractApi';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));

/** propTypes of a component, read from the package's development build (independently of the extractor). */
function runtimePropTypes(packageName: string, exportName: string): string[] {
  const exported = (requireFromRoot(packageName) as Record<string, { propTypes?: object; type?: { propTypes?: object }; render?: { propTypes?: object } }>)[exportName];
  const propTypes = exported?.propTypes ?? exported?.type?.propTypes ?? exported?.render?.propTypes ?? {};
  return Object.keys(propTypes);
}

describe('API extraction from the installed packages', () => {
  let docs: ApiDoc[] = [];
  beforeAll(() => {
    docs = extractAllApis();
  }, 120_000);

  it('documents every API page of the inventory', () => {
    const targets = listApiTargets();
    expect(docs.map((doc) => doc.pathname)).toEqual(targets.map((target) => target.pathname));
    expect(docs.length).toBeGreaterThan(280);
  });

  it('lists every runtime propType of every component, and no prop that is in neither propTypes nor the declarations', () => {
    const components = docs.filter((doc): doc is ComponentApiDoc => doc.kind === 'component');
    const targets = new Map(listApiTargets().map((target) => [target.pathname, target]));
    let propTypesChecked = 0;
    let declaredOnly = 0;
    let withoutPropTypes = 0;
    for (const doc of components) {
      const target = targets.get(doc.pathname);
      if (!target) throw new Error(`No target for ${doc.pathname}`);
      const expected = runtimePropTypes(doc.packageName, exportNameOf(target));
      if (expected.length === 0) withoutPropTypes += 1;
      const listed = new Set(doc.props.map((prop) => prop.name));
      for (const name of expected) {
        expect(listed.has(name), `${doc.pathname}: propTypes has "${name}"`).toBe(true);
        propTypesChecked += 1;
      }
      for (const prop of doc.props) {
        const fromPropTypes = expected.includes(prop.name);
        expect(fromPropTypes || !prop.runtimeOnly, `${doc.pathname}: "${prop.name}" is in neither`).toBe(true);
        if (prop.runtimeOnly) expect(fromPropTypes).toBe(true);
        if (!fromPropTypes) declaredOnly += 1;
      }
    }
    console.log(
      `API check: ${components.length} components, ${propTypesChecked} runtime propTypes found on their pages, ` +
        `${declaredOnly} props from the declarations only, ${withoutPropTypes} components without runtime propTypes`,
    );
    expect(propTypesChecked).toBeGreaterThan(3000);
  });

  it('reads types, defaults, literal values, requirement and classes from the declarations', () => {
    const button = docs.find((doc) => doc.pathname === '/material-ui/api/button') as ComponentApiDoc;
    const variant = button.props.find((prop) => prop.name === 'variant');
    expect(variant?.values).toEqual(expect.arrayContaining(["'contained'", "'outlined'", "'text'"]));
    expect(variant?.default).toBe("'text'");
    expect(button.props.find((prop) => prop.name === 'disabled')).toMatchObject({ type: 'bool', default: 'false', required: false });
    expect(button.inherits).toEqual([{ component: 'ButtonBase', pathname: '/material-ui/api/button-base' }]);
    expect(button.rootElement).toBe('button');
    expect(button.themeDefaultPropsName).toBe('MuiButton');
    expect(button.classes).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'root', className: 'MuiButton-root' }), expect.objectContaining({ key: 'disabled', className: 'Mui-disabled' })]));
    expect(button.demos).toContain('/material-ui/react-button');

    const grid = docs.find((doc) => doc.pathname === '/x/api/data-grid/data-grid-premium') as ComponentApiDoc;
    expect(grid.props.find((prop) => prop.name === 'rows')?.required).toBe(true);
    expect(grid.imports).toEqual(["import { DataGridPremium } from '@mui/x-data-grid-premium';"]);

    const joyButton = docs.find((doc) => doc.pathname === '/joy-ui/api/button') as ComponentApiDoc;
    expect(joyButton.themeDefaultPropsName).toBe('JoyButton');
    expect(joyButton.slots.map((slot) => slot.name)).toEqual(expect.arrayContaining(['root', 'startDecorator', 'endDecorator']));
    expect(joyButton.slots.find((slot) => slot.name === 'startDecorator')).toMatchObject({ default: "'span'", className: 'MuiButton-startDecorator' });

    const baseSelect = docs.find((doc) => doc.pathname === '/base-ui/react-select/components-api/#select') as ComponentApiDoc;
    expect(baseSelect.imports[0]).toBe("import { Select } from '@mui/base/Select';");
  });

  it('gives hooks their parameters and return value, and interfaces their properties and methods', () => {
    const useButton = docs.find((doc) => doc.pathname === '/base-ui/react-button/hooks-api/#use-button');
    expect(useButton?.kind).toBe('hook');
    if (useButton?.kind === 'hook') {
      expect(useButton.parameters.map((entry) => entry.name)).toEqual(expect.arrayContaining(['disabled', 'rootRef']));
      expect(useButton.returnValue.map((entry) => entry.name)).toEqual(expect.arrayContaining(['getRootProps', 'active', 'focusVisible']));
    }
    const gridApi = docs.find((doc) => doc.pathname === '/x/api/data-grid/grid-api');
    expect(gridApi?.kind).toBe('interface');
    if (gridApi?.kind === 'interface') {
      const setRows = gridApi.properties.find((entry) => entry.name === 'setRows');
      expect(setRows?.type).toMatch(/=>/);
      expect(gridApi.properties.length).toBeGreaterThan(100);
    }
  });
});
