import type { ApiPageEntry, NavPage } from './types';

export function apiEntryToNavPage(entry: ApiPageEntry): NavPage {
  const page: NavPage = { pathname: entry.pathname };
  return {
    ...page,
    ...(entry.title ? { title: entry.title } : {}),
    ...(entry.plan ? { plan: entry.plan } : {}),
  };
}
