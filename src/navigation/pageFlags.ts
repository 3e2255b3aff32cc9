import type { NavPage } from './types';

export const PAGE_FLAGS = ['newFeature', 'planned', 'unstable', 'legacy'] as const;
export type PageFlag = (typeof PAGE_FLAGS)[number];

/** The flags a navigation node carries (New, Planned, Unstable, Legacy), in that order. */
export function flagsOfPage(page: Pick<NavPage, PageFlag>): PageFlag[] {
  return PAGE_FLAGS.filter((flag) => page[flag]);
}
