// The data of the Material Icons gallery (MaterialIconSearch): one JSON file per theme, written at build
// time by build/materialIconIndex.ts from the installed @mui/icons-material, fetched by the browser.
// Pure code shared by the tool, the build step and their tests.

export const MATERIAL_ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;
export type MaterialIconTheme = (typeof MATERIAL_ICON_THEMES)[number];

/** How a theme's module names end: `AccessAlarm`, `AccessAlarmOutlined`, … */
export const MATERIAL_ICON_THEME_SUFFIX: Record<MaterialIconTheme, string> = {
  Filled: '',
  Outlined: 'Outlined',
  Rounded: 'Rounded',
  TwoTone: 'TwoTone',
  Sharp: 'Sharp',
};

/** Bumped when the shape of the files changes, so the build writes them again. */
export const MATERIAL_ICON_INDEX_FORMAT = 1;

/** Where the files live under public/, as the browser fetches them. */
export const MATERIAL_ICON_INDEX_DIR = '/static/material-icons';

export function materialIconIndexUrl(theme: MaterialIconTheme): string {
  return `${MATERIAL_ICON_INDEX_DIR}/${theme.toLowerCase()}.json`;
}

/** SVG elements an icon may contain; anything else is left out of the index. */
export const ICON_TAGS = ['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line', 'g'] as const;
export type IconTag = (typeof ICON_TAGS)[number];

/** SVG attributes kept, in their React spelling. */
export const ICON_ATTRIBUTES = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
  'opacity',
  'fillOpacity',
  'fillRule',
  'clipRule',
  'transform',
] as const;
export type IconAttribute = (typeof ICON_ATTRIBUTES)[number];
export type IconAttributes = Partial<Record<IconAttribute, string>>;

/**
 * One element of an icon. A plain string is the most common case, `<path d="…" />`; otherwise the
 * tag, its attributes and, for groups, its children.
 */
export type IconNode =
  string | [tag: IconTag, attributes: IconAttributes] | [tag: IconTag, attributes: IconAttributes, children: IconNode[]];

/** `[name, nodes]`, the name without the theme suffix: `['AccessAlarm', ['m22 5.72…']]`. */
export type MaterialIconRecord = [name: string, nodes: IconNode[]];

/** Contents of one theme's file. */
export interface MaterialIconIndexFile {
  format: number;
  /** Version of @mui/icons-material the file was read from. */
  packageVersion: string;
  theme: MaterialIconTheme;
  /** Sorted by name. */
  icons: MaterialIconRecord[];
}

export interface MaterialIcon {
  /** The name without theme suffix, shown under the icon: `AccessAlarm`. */
  name: string;
  /** The module of the theme: `AccessAlarmOutlined`. */
  moduleName: string;
  nodes: IconNode[];
  /** Lower-case name without separators, for searching. */
  searchKey: string;
}

const TAGS = new Set<string>(ICON_TAGS);
const ATTRIBUTES = new Set<string>(ICON_ATTRIBUTES);

function isIconNode(value: unknown, depth = 0): value is IconNode {
  if (typeof value === 'string') return true;
  if (!Array.isArray(value) || value.length < 2 || value.length > 3 || depth > 8) return false;
  const [tag, attributes, children] = value as unknown[];
  if (typeof tag !== 'string' || !TAGS.has(tag)) return false;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return false;
  for (const [key, attribute] of Object.entries(attributes)) {
    if (!ATTRIBUTES.has(key) || typeof attribute !== 'string') return false;
  }
  return children === undefined || (Array.isArray(children) && children.every((child) => isIconNode(child, depth + 1)));
}

/** Reads a fetched theme file; null when it is not one (or not of that theme). */
export function parseMaterialIconIndex(data: unknown, theme: MaterialIconTheme): MaterialIcon[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const file = data as Partial<MaterialIconIndexFile>;
  if (file.format !== MATERIAL_ICON_INDEX_FORMAT || file.theme !== theme || !Array.isArray(file.icons)) return null;
  const icons: MaterialIcon[] = [];
  for (const record of file.icons as unknown[]) {
    if (!Array.isArray(record) || record.length !== 2) return null;
    const [name, nodes] = record as unknown[];
    if (typeof name !== 'string' || !/^[A-Za-z0-9]+$/.test(name)) return null;
    if (!Array.isArray(nodes) || !nodes.every((node) => isIconNode(node))) return null;
    icons.push({
      name,
      moduleName: `${name}${MATERIAL_ICON_THEME_SUFFIX[theme]}`,
      nodes: nodes as IconNode[],
      searchKey: name.toLowerCase(),
    });
  }
  return icons;
}

/** The words of a query, lower case, letters and digits only: `"Arrow back"` → `['arrow', 'back']`. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The icons whose name contains every word of the query, ignoring case: names equal to the query
 * first, then names starting with it, then the others, each group in the order given.
 */
export function searchMaterialIcons(icons: readonly MaterialIcon[], query: string): MaterialIcon[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...icons];
  const joined = terms.join('');
  const exact: MaterialIcon[] = [];
  const prefix: MaterialIcon[] = [];
  const rest: MaterialIcon[] = [];
  for (const icon of icons) {
    if (!terms.every((term) => icon.searchKey.includes(term))) continue;
    if (icon.searchKey === joined) exact.push(icon);
    else if (icon.searchKey.startsWith(joined)) prefix.push(icon);
    else rest.push(icon);
  }
  return [...exact, ...prefix, ...rest];
}

/** `import AccessAlarmOutlinedIcon from '@mui/icons-material/AccessAlarmOutlined';` */
export function materialIconImportLine(moduleName: string): string {
  return `import ${moduleName}Icon from '@mui/icons-material/${moduleName}';`;
}
