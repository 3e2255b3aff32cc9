/**
 * The dev server's content revision, as the open page sees it. `npm run dev` writes it to
 * public/static/dev-revision.json whenever content/ changes; the page polls that file. (Turbopack's hot
 * updates were the first channel: an update sent while a freshly loaded page had not yet subscribed to
 * them was lost, and the page never refreshed.)
 */
export interface DevRevision {
  /** Bumped when content changed: the open page fetches its props again. */
  content: number;
  /** Bumped when the set of demo routes changed: the open page reloads, as its route may be another now. */
  routes: number;
}

/** Where the browser fetches the revision in development. */
export const DEV_REVISION_URL = '/static/dev-revision.json';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A revision read from JSON (or a page's props), or null when it is not one. */
export function parseDevRevision(value: unknown): DevRevision | null {
  if (typeof value !== 'object' || value === null) return null;
  const { content, routes } = value as Record<string, unknown>;
  return isCount(content) && isCount(routes) ? { content, routes } : null;
}

/** What the open page does when the revision moved from `seen` to `current`. */
export function revisionChange(seen: DevRevision, current: DevRevision): 'none' | 'refresh' | 'reload' {
  if (seen.routes !== current.routes) return 'reload';
  if (seen.content !== current.content) return 'refresh';
  return 'none';
}
