import { pageToTitle } from '../../navigation/pageTitle';
import { NAV_SECTIONS } from '../../navigation/sections';
import type { ApiPageEntry } from '../../navigation/types';

/** One thing to document: a component, hook or interface of a package. */
export interface ApiTarget {
  name: string;
  kind: 'component' | 'hook' | 'interface';
  /** Package that exports it. */
  packageName: string;
  pathname: string;
  /** Library it belongs to (navigation section id). */
  library: string;
}

/** Exported names that differ from the page title. */
const EXPORT_NAMES: Record<string, Record<string, string>> = {
  '@mui/system': { Grid: 'Unstable_Grid' },
  '@mui/base': {
    NumberInput: 'Unstable_NumberInput',
    Popup: 'Unstable_Popup',
    useModal: 'unstable_useModal',
    useNumberInput: 'unstable_useNumberInput',
  },
};

export function exportNameOf(target: ApiTarget): string {
  return EXPORT_NAMES[target.packageName]?.[target.name] ?? target.name;
}

/** Every API page of the inventory, as extraction targets. */
export function listApiTargets(): ApiTarget[] {
  const targets: ApiTarget[] = [];
  for (const section of NAV_SECTIONS) {
    for (const entry of section.apiPages as readonly ApiPageEntry[]) {
      if (entry.kind === 'index') continue;
      targets.push({
        name: entry.title ?? pageToTitle(entry),
        kind: entry.kind,
        packageName: entry.packageName ?? '@mui/x-data-grid-premium',
        pathname: entry.pathname,
        library: section.id,
      });
    }
  }
  return targets;
}
