import path from 'node:path';
import ts from 'typescript';
import type { ApiClass, ApiSlot } from '../types';
import { packageDir, type ApiProgram } from './apiProgram';
import { describeMember, isIgnored, propertiesOf } from './describeSymbols';
import { slotDefaultsOfModule } from './slotDefaultsSource';

/**
 * Where each Data Grid package declares its slots (the interface behind the `slots` prop, whose keys it
 * uncapitalizes) and the object of default components its source fills them with.
 */
const GRID_SLOTS: Record<string, { declaration: string; interfaceName: string; defaultsModule: string; defaultsName: string }> = {
  '@mui/x-data-grid': {
    declaration: 'models/gridSlotsComponent.d.ts',
    interfaceName: 'GridSlotsComponent',
    defaultsModule: 'constants/defaultGridSlotsComponents.js',
    defaultsName: 'DATA_GRID_DEFAULT_SLOTS_COMPONENTS',
  },
  '@mui/x-data-grid-pro': {
    declaration: 'models/gridProSlotsComponent.d.ts',
    interfaceName: 'GridProSlotsComponent',
    defaultsModule: 'constants/dataGridProDefaultSlotsComponents.js',
    defaultsName: 'DATA_GRID_PRO_DEFAULT_SLOTS_COMPONENTS',
  },
  '@mui/x-data-grid-premium': {
    declaration: 'models/gridPremiumSlotsComponent.d.ts',
    interfaceName: 'GridPremiumSlotsComponent',
    defaultsModule: 'constants/dataGridPremiumDefaultSlotsComponents.js',
    defaultsName: 'DATA_GRID_PREMIUM_DEFAULT_SLOTS_COMPONENTS',
  },
};

/** The grids themselves (`DataGrid`, `DataGridPro`, `DataGridPremium`): the components with `slots` and `classes` props. */
export function isGridRootComponent(packageName: string, name: string): boolean {
  return packageName in GRID_SLOTS && /^DataGrid(Pro|Premium)?$/.test(name);
}

function uncapitalize(name: string): string {
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

function interfaceIn(api: ApiProgram, file: string, name: string): ts.Symbol | undefined {
  const source = api.program.getSourceFile(file);
  const moduleSymbol = source ? api.checker.getSymbolAtLocation(source) : undefined;
  return moduleSymbol ? api.checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === name) : undefined;
}

/**
 * The slots of a grid: every member of its slots interface under the key the `slots` prop takes, described
 * by its JSDoc, with the component the package's defaults object sets (its `@default` tag when the
 * object does not name one).
 */
export function gridSlots(api: ApiProgram, packageName: string): ApiSlot[] {
  const where = GRID_SLOTS[packageName];
  if (!where) return [];
  const symbol = interfaceIn(api, path.join(packageDir(packageName), where.declaration), where.interfaceName);
  if (!symbol) throw new Error(`${packageName} no longer declares ${where.interfaceName} in ${where.declaration}.`);
  const defaults = slotDefaultsOfModule(path.join(packageDir(packageName), where.defaultsModule), where.defaultsName);
  return propertiesOf(api.checker, api.checker.getDeclaredTypeOfSymbol(symbol))
    .filter((slot) => !isIgnored(api.checker, slot.symbol))
    .map((slot) => {
      const member = describeMember(api.checker, slot);
      const fallback = member.default;
      const byDefaults = defaults.get(slot.name);
      const chosen = byDefaults ?? fallback;
      return { name: uncapitalize(slot.name), description: member.description, ...(chosen ? { default: chosen } : {}) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The grid's classes: the keys of the runtime `gridClasses`, described by the `GridClasses` declarations. */
export function gridClasses(api: ApiProgram, runtimeClasses: Record<string, string>): ApiClass[] {
  const symbol = api.exportsOf('@mui/x-data-grid').get('GridClasses');
  if (!symbol) throw new Error('@mui/x-data-grid no longer exports GridClasses.');
  const target = symbol.flags & ts.SymbolFlags.Alias ? api.checker.getAliasedSymbol(symbol) : symbol;
  const descriptions = new Map(propertiesOf(api.checker, api.checker.getDeclaredTypeOfSymbol(target)).map((entry) => [entry.name, describeMember(api.checker, entry).description]));
  return Object.entries(runtimeClasses).map(([key, className]) => ({ key, className, description: descriptions.get(key) ?? '' }));
}
