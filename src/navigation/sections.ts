import type { ProductId } from '../site/products';
import { baseApiPages, basePages } from './trees/baseUi';
import { dataGridPages } from './trees/dataGrid';
import { dataGridApiPages } from './trees/dataGridApi';
import { experimentsPages } from './trees/experimentsDocs';
import { generalPages } from './trees/general';
import { joyApiPages, joyPages } from './trees/joyUi';
import { materialApiPages, materialPages } from './trees/materialUi';
import { systemApiPages, systemPages } from './trees/system';
import type { ApiPageEntry, NavPage } from './types';

export type NavSectionId = ProductId | 'docs-infra' | 'docs';

/** A navigation tree and the paths it serves (DESIGN: pages are selected by path prefix). */
export interface NavSection {
  id: NavSectionId;
  /** Heading of the drawer. */
  name: string;
  /** Paths (without language segment) that show this tree. */
  prefixes: readonly string[];
  pages: readonly NavPage[];
  /** API pages of the section, with package and kind. */
  apiPages: readonly ApiPageEntry[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'material-ui', name: 'Material UI', prefixes: ['/material-ui/'], pages: materialPages, apiPages: materialApiPages },
  { id: 'joy-ui', name: 'Joy UI', prefixes: ['/joy-ui/'], pages: joyPages, apiPages: joyApiPages },
  { id: 'base-ui', name: 'Base UI', prefixes: ['/base-ui/'], pages: basePages, apiPages: baseApiPages },
  { id: 'system', name: 'MUI System', prefixes: ['/system/'], pages: systemPages, apiPages: systemApiPages },
  {
    id: 'x-data-grid',
    name: 'Data Grid',
    prefixes: ['/x/react-data-grid/', '/x/migration/', '/x/api/data-grid/'],
    pages: dataGridPages,
    apiPages: dataGridApiPages,
  },
  { id: 'docs-infra', name: 'Docs infra', prefixes: ['/experiments/docs/'], pages: experimentsPages, apiPages: [] },
  {
    id: 'docs',
    name: 'MUI',
    prefixes: ['/versions/', '/blog/', '/production-error/'],
    pages: generalPages,
    apiPages: [],
  },
];

/** The section whose tree a path shows, or null (home, 404, unknown paths). */
export function findNavSection(canonicalAsServer: string): NavSection | null {
  const path = canonicalAsServer.replace(/[?#].*$/, '');
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return NAV_SECTIONS.find((section) => section.prefixes.some((prefix) => withSlash.startsWith(prefix))) ?? null;
}

export function getNavSection(id: NavSectionId): NavSection {
  const section = NAV_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Unknown navigation section ${id}`);
  return section;
}
