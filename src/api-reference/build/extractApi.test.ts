import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiDoc, ComponentApiDoc } from '../types';
import { packageDir } from './apiProgram';
import { exportNameOf, listApiTargets } from './apiTargets';
import { currentApiDocs } from './currentApiDocs';
import { readPropTypesSource } from './propTypesSource';
import { isPropName } from './runtimeApi';

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
    docs = currentApiDocs().docs;
  }, 180_000);

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
      // Not props: exactProp's marker key; and what the published propTypes mark `@ignore`.
      const published = /^https:\/\/unpkg\.com\/(@mui\/[^@/]+)@[^/]+\/(.+)$/.exec(doc.sourceUrl ?? '');
      const source = published?.[1] && published[2] ? readPropTypesSource(path.join(packageDir(published[1]), published[2])) : null;
      const expected = runtimePropTypes(doc.packageName, exportNameOf(target)).filter((name) => isPropName(name) && !source?.get(name)?.ignored);
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

describe('API extraction: what the packages declare, as they intend it', () => {
  let docs: ApiDoc[] = [];
  beforeAll(() => {
    docs = currentApiDocs().docs;
  }, 180_000);
  const find = (pathname: string): ApiDoc => {
    const doc = docs.find((entry) => entry.pathname === pathname);
    if (!doc) throw new Error(`No API doc for ${pathname}`);
    return doc;
  };
  const propsOf = (pathname: string) => {
    const doc = find(pathname);
    return doc.kind === 'component' ? doc.props : [];
  };

  it('types the props of components declared as JSXElementConstructor or with polymorphic props', () => {
    const drawer = propsOf('/material-ui/api/swipeable-drawer');
    expect(drawer.find((prop) => prop.name === 'onClose')).toMatchObject({ required: true, type: 'React.ReactEventHandler<{}>' });
    expect(drawer.find((prop) => prop.name === 'onOpen')).toMatchObject({ required: true });
    expect(drawer.find((prop) => prop.name === 'swipeAreaWidth')).toMatchObject({ type: 'number', default: '20', required: false });
    expect(drawer.find((prop) => prop.name === 'disableSwipeToOpen')).toMatchObject({ type: 'bool', default: "typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent)" });
    expect(propsOf('/material-ui/api/hidden').find((prop) => prop.name === 'implementation')).toMatchObject({ values: ["'js'", "'css'"], default: "'js'" });
    const popup = propsOf('/base-ui/react-popup/components-api/#popup');
    expect(popup.find((prop) => prop.name === 'placement')?.default).toBe("'bottom'");
    expect(popup.filter((prop) => prop.type === 'any')).toEqual([]);
  });

  it('types a prop of a discriminated union by the branch that accepts it', () => {
    const input = propsOf('/base-ui/react-input/components-api/#input');
    for (const name of ['rows', 'minRows', 'maxRows']) expect(input.find((prop) => prop.name === name)?.type).toBe('number');
    expect(input.find((prop) => prop.name === 'multiline')).toMatchObject({ type: 'bool', required: false });
    // Required in every branch of TablePagination's union props.
    expect(propsOf('/material-ui/api/table-pagination').find((prop) => prop.name === 'count')?.required).toBe(true);
  });

  it('lists the props a grid made with createGrid takes from MUI System, which its propTypes do not repeat', () => {
    const joyGrid = propsOf('/joy-ui/api/grid').map((prop) => prop.name);
    expect(joyGrid).toEqual(expect.arrayContaining(['columns', 'container', 'direction', 'spacing', 'wrap', 'xs', 'mdOffset']));
    expect(propsOf('/joy-ui/api/grid').find((prop) => prop.name === 'columns')?.default).toBe('12');
    // Other packages' props stay out unless the propTypes name them: Box lists no System props.
    expect(propsOf('/joy-ui/api/box').map((prop) => prop.name).sort()).toEqual(['component', 'sx']);
  });

  it('lists a hook\'s parameters as declared, not the members of a string', () => {
    const hook = find('/base-ui/react-menu/hooks-api/#use-menu-item-context-stabilizer');
    expect(hook.kind === 'hook' && hook.parameters.map((entry) => [entry.name, entry.type])).toEqual([['id', 'string | undefined']]);
  });

  it('leaves out exactProp\'s marker and the members the packages mark @ignore', () => {
    expect(propsOf('/base-ui/react-portal/components-api/#portal').map((prop) => prop.name).sort()).toEqual(['children', 'container', 'disablePortal']);
    const fade = propsOf('/material-ui/api/fade').map((prop) => prop.name);
    expect(fade).toEqual(expect.arrayContaining(['appear', 'children', 'easing', 'in', 'timeout']));
    expect(fade).not.toEqual(expect.arrayContaining(['onEnter']));
    expect(fade.filter((name) => /^on(Enter|Exit)/.test(name))).toEqual([]);
    const grid = propsOf('/x/api/data-grid/data-grid').map((prop) => prop.name);
    expect(grid).not.toContain('forwardedProps');
    expect(grid).not.toContain('onStateChange');
    const gridApi = find('/x/api/data-grid/grid-api');
    const gridApiMembers = gridApi.kind === 'interface' ? gridApi.properties.map((entry) => entry.name) : [];
    expect(gridApiMembers).toContain('setRows');
    expect(gridApiMembers).not.toContain('store');
    expect(gridApiMembers).not.toContain('instanceId');
  });

  it('lists the classes components apply beyond their *Classes object, and those exported from their folder', () => {
    const classesOf = (pathname: string) => {
      const doc = find(pathname);
      return doc.kind === 'component' ? Object.fromEntries(doc.classes.map((entry) => [entry.key, entry.className])) : {};
    };
    expect(classesOf('/base-ui/react-popper/components-api/#popper')).toMatchObject({ root: 'MuiPopper-root' });
    expect(classesOf('/system/api/box')).toMatchObject({ root: 'MuiBox-root' });
    expect(classesOf('/joy-ui/api/slider')).toMatchObject({ active: 'Mui-active', markLabelActive: 'MuiSlider-markLabelActive' });
    expect(classesOf('/joy-ui/api/chip')).toMatchObject({ action: 'MuiChip-action' });
    // Composed by Material UI's Button, but read by no element: not a class it applies.
    expect(classesOf('/material-ui/api/button')).not.toHaveProperty('label');
  });

  it('gives each Data Grid slot its default component from the package\'s defaults object', () => {
    const slotsOf = (pathname: string) => {
      const doc = find(pathname);
      return doc.kind === 'component' ? Object.fromEntries(doc.slots.map((slot) => [slot.name, slot.default])) : {};
    };
    expect(slotsOf('/x/api/data-grid/data-grid')).toMatchObject({ baseCheckbox: 'Checkbox', columnMenu: 'GridColumnMenu', toolbar: 'null', noRowsOverlay: 'GridNoRowsOverlay' });
    expect(slotsOf('/x/api/data-grid/data-grid-pro')).toMatchObject({ columnMenu: 'GridProColumnMenu', headerFilterCell: 'GridHeaderFilterCell' });
    expect(slotsOf('/x/api/data-grid/data-grid-premium')).toMatchObject({ columnMenu: 'GridPremiumColumnMenu', columnMenuAggregationIcon: 'GridFunctionsIcon' });
  });
});
