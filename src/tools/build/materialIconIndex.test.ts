import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATERIAL_ICON_THEMES,
  MATERIAL_ICON_THEME_SUFFIX,
  materialIconImportLine,
  materialIconIndexUrl,
  parseMaterialIconIndex,
  searchMaterialIcons,
  type MaterialIcon,
} from '../materialIconData';
import {
  IconModuleError,
  classifyIconName,
  materialIconIndexFile,
  parseIconModule,
  readMaterialIcons,
  writeMaterialIconIndex,
  type MaterialIconIndexResult,
} from './materialIconIndex';

const ROOT = process.cwd();

const esmModule = (body: string) =>
  [
    '"use client";',
    '',
    "import createSvgIcon from './utils/createSvgIcon';",
    'import { jsx as _jsx } from "react/jsx-runtime";',
    'import { jsxs as _jsxs } from "react/jsx-runtime";',
    `export default ${body};`,
  ].join('\n');

describe('parseIconModule', () => {
  it('reads a single path as its path data', () => {
    const text = esmModule('createSvgIcon( /*#__PURE__*/_jsx("path", {\n  d: "M1 1h22v22H1z"\n}), \'Square\')');
    expect(parseIconModule('Square.js', text)).toEqual({ displayName: 'Square', nodes: ['M1 1h22v22H1z'] });
  });

  it('keeps the attributes of arrays of elements and drops their keys', () => {
    const text = esmModule(
      'createSvgIcon([/*#__PURE__*/_jsx("path", { d: "M2 2h4v4H2z", opacity: ".3" }, "0"), /*#__PURE__*/_jsx("circle", { cx: "12", cy: "12", r: "3" }, "1")], \'DotTwoTone\')',
    );
    expect(parseIconModule('DotTwoTone.js', text)?.nodes).toEqual([
      ['path', { d: 'M2 2h4v4H2z', opacity: '.3' }],
      ['circle', { cx: '12', cy: '12', r: '3' }],
    ]);
  });

  it('flattens fragments and attribute-less groups, and keeps groups with attributes', () => {
    const text = esmModule(
      'createSvgIcon( /*#__PURE__*/_jsxs(React.Fragment, { children: [/*#__PURE__*/_jsx("path", { fillOpacity: ".3", d: "M0 0h1v1H0z" }), /*#__PURE__*/_jsxs("g", { children: [/*#__PURE__*/_jsx("path", { d: "M5 5h1v1H5z" })] }), /*#__PURE__*/_jsxs("g", { fillRule: "evenodd", children: /*#__PURE__*/_jsx("ellipse", { cx: "4", cy: "4", rx: "1", ry: "2" }) })] }), \'Mixed\')',
    );
    expect(parseIconModule('Mixed.js', text)?.nodes).toEqual([
      ['path', { fillOpacity: '.3', d: 'M0 0h1v1H0z' }],
      'M5 5h1v1H5z',
      ['g', { fillRule: 'evenodd' }, [['ellipse', { cx: '4', cy: '4', rx: '1', ry: '2' }]]],
    ]);
  });

  it('replaces <use> by the element it points to and drops <defs>, so no id reaches the page', () => {
    const text = esmModule(
      'createSvgIcon([/*#__PURE__*/_jsxs("g", { opacity: ".3", children: [/*#__PURE__*/_jsx("defs", { children: /*#__PURE__*/_jsx("path", { id: "a", d: "M4 8h10v11H4z" }) }), /*#__PURE__*/_jsx("use", { xlinkHref: "#a", overflow: "visible" })] }, "0"), /*#__PURE__*/_jsx("path", { d: "M3 3h12v2H3z" }, "1")], \'Bottle\')',
    );
    const parsed = parseIconModule('Bottle.js', text);
    expect(parsed?.nodes).toEqual([['g', { opacity: '.3' }, ['M4 8h10v11H4z']], 'M3 3h12v2H3z']);
    expect(JSON.stringify(parsed)).not.toContain('"id"');
  });

  it('reads the CommonJS call forms too', () => {
    const text =
      'var _default = exports.default = (0, _createSvgIcon.default)( /*#__PURE__*/(0, _jsxRuntime.jsx)("path", { d: "M0 0h24v24H0z" }), \'Full\');';
    expect(parseIconModule('Full.js', text)).toEqual({ displayName: 'Full', nodes: ['M0 0h24v24H0z'] });
  });

  it('rejects what it cannot draw, and ignores modules without createSvgIcon', () => {
    const text = esmModule('createSvgIcon( /*#__PURE__*/_jsx("text", { x: "1", children: [] }), \'Label\')');
    expect(() => parseIconModule('Label.js', text)).toThrow(IconModuleError);
    const dynamic = esmModule('createSvgIcon( /*#__PURE__*/_jsx("path", { d: someVariable }), \'Dynamic\')');
    expect(() => parseIconModule('Dynamic.js', dynamic)).toThrow(/not a literal/);
    expect(parseIconModule('index.js', "export { default as Abc } from './Abc';")).toBeNull();
  });
});

describe('classifyIconName', () => {
  const names = new Set([
    'Home',
    'HomeOutlined',
    'HomeTwoTone',
    'HomeSharp',
    'SharpCorner',
    'XRounded',
    'Chart',
    'ChartOutlined',
    'ChartOutlinedOutlined',
    'ChartOutlinedSharp',
  ]);

  it('strips the theme suffix when the base icon exists', () => {
    expect(classifyIconName('HomeOutlined', names)).toEqual([{ theme: 'Outlined', name: 'Home' }]);
    expect(classifyIconName('HomeTwoTone', names)).toEqual([{ theme: 'TwoTone', name: 'Home' }]);
    expect(classifyIconName('HomeSharp', names)).toEqual([{ theme: 'Sharp', name: 'Home' }]);
    expect(classifyIconName('Home', names)).toEqual([{ theme: 'Filled', name: 'Home' }]);
  });

  it('keeps a name that only ends like a theme as a filled icon', () => {
    expect(classifyIconName('XRounded', names)).toEqual([{ theme: 'Filled', name: 'XRounded' }]);
    expect(classifyIconName('SharpCorner', names)).toEqual([{ theme: 'Filled', name: 'SharpCorner' }]);
  });

  it('puts a themed module that has variants of its own in both themes', () => {
    expect(classifyIconName('ChartOutlined', names)).toEqual([
      { theme: 'Filled', name: 'ChartOutlined' },
      { theme: 'Outlined', name: 'Chart' },
    ]);
    expect(classifyIconName('ChartOutlinedOutlined', names)).toEqual([{ theme: 'Outlined', name: 'ChartOutlined' }]);
  });
});

describe('the index of the installed @mui/icons-material', () => {
  let result: MaterialIconIndexResult;
  beforeAll(() => {
    result = readMaterialIcons(ROOT);
  });

  it('reads every module of every theme', () => {
    expect(result.skipped).toEqual([]);
    for (const theme of MATERIAL_ICON_THEMES) {
      expect(result.themes[theme].length).toBeGreaterThan(2000);
      const names = result.themes[theme].map(([name]) => name);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(names).toContain('AccessAlarm');
    }
    // Every module of the ESM build is in the theme files.
    const dir = path.join(ROOT, 'node_modules', '@mui', 'icons-material', 'esm');
    const modules = fs.readdirSync(dir).filter((file) => /^[A-Z].*\.js$/.test(file));
    const indexed = new Set(
      MATERIAL_ICON_THEMES.flatMap((theme) => result.themes[theme].map(([name]) => `${name}${MATERIAL_ICON_THEME_SUFFIX[theme]}.js`)),
    );
    expect(modules.filter((file) => !indexed.has(file))).toEqual([]);
    // Every icon with themed variants has a filled version.
    const filled = new Set(result.themes.Filled.map(([name]) => name));
    expect(result.themes.Outlined.filter(([name]) => !filled.has(name))).toEqual([]);
    expect(filled.has('InsertChartOutlined')).toBe(true);
  });

  it('gives the path data of the published icon', () => {
    const [, nodes] = result.themes.Filled.find(([name]) => name === 'AccessAlarm') ?? [];
    const text = fs.readFileSync(path.join(ROOT, 'node_modules', '@mui', 'icons-material', 'esm', 'AccessAlarm.js'), 'utf8');
    const d = /d: "([^"]+)"/.exec(text)?.[1];
    expect(nodes).toEqual([d]);
  });

  it('writes files the browser code reads back', () => {
    const icons = parseMaterialIconIndex(
      { format: 1, packageVersion: result.packageVersion, theme: 'Rounded', icons: result.themes.Rounded },
      'Rounded',
    );
    expect(icons?.length).toBe(result.themes.Rounded.length);
    expect(icons?.find((icon) => icon.name === 'AccessAlarm')?.moduleName).toBe('AccessAlarmRounded');
  });
});

describe('writeMaterialIconIndex on a fake package', () => {
  let root: string;
  const esmDir = () => path.join(root, 'node_modules', '@mui', 'icons-material', 'esm');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const setVersion = (version: string) =>
    write(
      path.join(root, 'node_modules', '@mui', 'icons-material', 'package.json'),
      JSON.stringify({ name: '@mui/icons-material', version }),
    );
  const icon = (name: string, d: string) => esmModule(`createSvgIcon( /*#__PURE__*/_jsx("path", { d: "${d}" }), '${name}')`);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'material-icons-'));
    setVersion('5.0.0');
    for (const theme of ['', 'Outlined', 'Rounded', 'TwoTone', 'Sharp']) {
      write(path.join(esmDir(), `Star${theme}.js`), icon(`Star${theme}`, `M${theme.length} 0h1v1z`));
    }
    write(path.join(esmDir(), 'Brand.js'), icon('Brand', 'M0 0h2v2z'));
    write(path.join(esmDir(), 'Broken.js'), esmModule('createSvgIcon( /*#__PURE__*/_jsx("image", { href: "x.png" }), \'Broken\')'));
    write(path.join(esmDir(), 'index.js'), "export { default as Star } from './Star';");
    write(path.join(esmDir(), 'utils', 'createSvgIcon.js'), 'export default function createSvgIcon() {}');
  });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes one file per theme under public/static/material-icons and reports what it skips', () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      expect(writeMaterialIconIndex(root)).toBe(6);
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([expect.stringMatching(/Broken\.js.*<image>/)]);
    expect(materialIconIndexFile(root, 'TwoTone')).toBe(path.join(root, 'public', 'static', 'material-icons', 'twotone.json'));
    expect(materialIconIndexUrl('TwoTone')).toBe('/static/material-icons/twotone.json');
    const filled = JSON.parse(fs.readFileSync(materialIconIndexFile(root, 'Filled'), 'utf8')) as unknown;
    expect(filled).toEqual({
      format: 1,
      packageVersion: '5.0.0',
      theme: 'Filled',
      icons: [
        ['Brand', ['M0 0h2v2z']],
        ['Star', ['M0 0h1v1z']],
      ],
    });
    const outlined = parseMaterialIconIndex(JSON.parse(fs.readFileSync(materialIconIndexFile(root, 'Outlined'), 'utf8')), 'Outlined');
    expect(outlined?.map((entry) => entry.moduleName)).toEqual(['StarOutlined']);
  });

  it('keeps the files of the same package version and writes them again for another one', () => {
    const file = materialIconIndexFile(root, 'Sharp');
    const marked = JSON.stringify({ format: 1, packageVersion: '5.0.0', theme: 'Sharp', icons: [] });
    fs.writeFileSync(file, marked);
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(writeMaterialIconIndex(root)).toBe(5);
      expect(fs.readFileSync(file, 'utf8')).toBe(marked);
      setVersion('5.0.1');
      expect(writeMaterialIconIndex(root)).toBe(6);
    } finally {
      console.warn = warn;
    }
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ packageVersion: '5.0.1', icons: [['Star', ['M5 0h1v1z']]] });
  });
});

describe('searching and importing', () => {
  const icons: MaterialIcon[] = ['AccessAlarm', 'Alarm', 'AlarmAdd', 'ArrowBack', 'ArrowBackIos', 'SnoozeAlarm'].map((name) => ({
    name,
    moduleName: `${name}Outlined`,
    nodes: [],
    searchKey: name.toLowerCase(),
  }));
  const names = (query: string) => searchMaterialIcons(icons, query).map((icon) => icon.name);

  it('matches names ignoring case, exact and prefix matches first', () => {
    expect(names('alarm')).toEqual(['Alarm', 'AlarmAdd', 'AccessAlarm', 'SnoozeAlarm']);
    expect(names('ALARMADD')).toEqual(['AlarmAdd']);
    expect(names('  ')).toHaveLength(icons.length);
    expect(names('xyz')).toEqual([]);
  });

  it('needs every word of the query in the name', () => {
    expect(names('arrow back')).toEqual(['ArrowBack', 'ArrowBackIos']);
    expect(names('back arrow')).toEqual(['ArrowBack', 'ArrowBackIos']);
    expect(names('arrow-back-ios')).toEqual(['ArrowBackIos']);
  });

  it('writes the import line of the theme module', () => {
    expect(materialIconImportLine('AccessAlarm')).toBe("import AccessAlarmIcon from '@mui/icons-material/AccessAlarm';");
    expect(materialIconImportLine('AccessAlarmOutlined')).toBe(
      "import AccessAlarmOutlinedIcon from '@mui/icons-material/AccessAlarmOutlined';",
    );
  });

  it('rejects files of another theme or shape', () => {
    expect(parseMaterialIconIndex({ format: 1, packageVersion: '1', theme: 'Filled', icons: [] }, 'Sharp')).toBeNull();
    expect(
      parseMaterialIconIndex({ format: 1, packageVersion: '1', theme: 'Sharp', icons: [['A', [['script', {}]]]] }, 'Sharp'),
    ).toBeNull();
    expect(
      parseMaterialIconIndex({ format: 1, packageVersion: '1', theme: 'Sharp', icons: [['A', [['path', { onClick: 'x' }]]]] }, 'Sharp'),
    ).toBeNull();
    expect(parseMaterialIconIndex(null, 'Sharp')).toBeNull();
  });
});
