import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What the packages' development builds say at run time: the names in each component's propTypes and
 * the class names of its `<name>Classes` object. Must run with NODE_ENV other than production.
 */
export interface RuntimeComponentInfo {
  propTypesNames: string[] | null;
  classes: Record<string, string> | null;
}

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const packages = new Map<string, Record<string, unknown>>();

function loadPackage(packageName: string): Record<string, unknown> {
  let loaded = packages.get(packageName);
  if (!loaded) {
    loaded = requireFromRoot(packageName) as Record<string, unknown>;
    packages.set(packageName, loaded);
  }
  return loaded;
}

function propTypesOf(component: unknown): Record<string, unknown> | null {
  const candidate = component as { propTypes?: Record<string, unknown>; type?: { propTypes?: Record<string, unknown> }; render?: { propTypes?: Record<string, unknown> } } | undefined;
  return candidate?.propTypes ?? candidate?.type?.propTypes ?? candidate?.render?.propTypes ?? null;
}

/**
 * A prop name: an identifier or a hyphenated attribute name (`aria-label`). Other keys of a propTypes object
 * are not props: `exactProp` adds one (`exact-prop: ` and a zero-width space) to reject unknown props.
 */
export function isPropName(name: string): boolean {
  return /^[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_$]+)*$/.test(name);
}

export function classesExportName(componentName: string): string {
  return `${componentName.charAt(0).toLowerCase()}${componentName.slice(1)}Classes`;
}

function loadFolder(packageName: string, folder: string | null): Record<string, unknown> {
  if (!folder) return {};
  try {
    return loadPackage(`${packageName}/${folder}`);
  } catch {
    return {};
  }
}

/**
 * A component's propTypes names and `*Classes` object. The classes are looked up in the package root, then
 * in the component's folder module (`@mui/base/Popper` and `@mui/system/Box` export theirs only there).
 */
export function readRuntimeComponent(packageName: string, exportName: string, componentName: string, folder: string | null = null): RuntimeComponentInfo {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('API extraction reads propTypes from the development builds: run it without NODE_ENV=production.');
  }
  const exports = loadPackage(packageName);
  const propTypes = propTypesOf(exports[exportName]);
  const classes = exports[classesExportName(componentName)] ?? loadFolder(packageName, folder)[classesExportName(componentName)];
  return {
    propTypesNames: propTypes ? Object.keys(propTypes).filter(isPropName).sort() : null,
    classes: classes && typeof classes === 'object' ? (classes as Record<string, string>) : null,
  };
}

/** A `*Classes` object a package exports at run time (`gridClasses`), or null. */
export function readRuntimeClasses(packageName: string, exportName: string): Record<string, string> | null {
  const classes = loadPackage(packageName)[exportName];
  return classes && typeof classes === 'object' ? (classes as Record<string, string>) : null;
}

/** The function that names a component's classes (`getSliderUtilityClass`), from the package root or its folder. */
export function readUtilityClassFunction(packageName: string, componentName: string, folder: string | null): ((slot: string) => string) | null {
  const name = utilityClassFunctionName(componentName);
  const found = loadPackage(packageName)[name] ?? loadFolder(packageName, folder)[name];
  return typeof found === 'function' ? (found as (slot: string) => string) : null;
}

export function utilityClassFunctionName(componentName: string): string {
  return `get${componentName}UtilityClass`;
}
