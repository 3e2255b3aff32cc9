// Issue 24: every component page of Material UI, Joy UI and Base UI, and the layout components of MUI System,
// has a props playground, except the pages below, each for a stated reason. A page that loses its playground,
// or a new component page without one, fails here; so does an exemption that is no longer needed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getNavSection, type NavSectionId } from '../../navigation/sections';
import { flattenPages, normalizePathname } from '../../navigation/treeQueries';

const ROOT = path.join(__dirname, '../../..');

const UTILITY = 'a utility with nothing to show on its own';
const NO_PROPS = 'its only props are component and sx: what it shows is styling, which the sx and system-props demos cover';

/** Component pages without a playground, and why. */
const WITHOUT_PLAYGROUND: Readonly<Record<string, string>> = {
  '/material-ui/react-box': NO_PROPS,
  '/material-ui/react-click-away-listener': UTILITY,
  '/material-ui/react-css-baseline': UTILITY,
  '/material-ui/react-grid2': 'the inventory has no API page for Grid v2, so there is no API data to derive its controls from (its props are MUI System Grid’s, whose page has a playground)',
  '/material-ui/react-hidden': UTILITY,
  '/material-ui/react-no-ssr': UTILITY,
  '/material-ui/react-portal': UTILITY,
  '/material-ui/react-speed-dial': 'its button and each action show an icon, which a playground cannot pass (props take texts, numbers and switches)',
  '/material-ui/react-textarea-autosize': UTILITY,
  '/material-ui/react-transfer-list': 'a composition of List and Checkbox, not a component of its own',
  '/material-ui/react-use-media-query': UTILITY,
  '/joy-ui/react-box': NO_PROPS,
  '/joy-ui/react-css-baseline': UTILITY,
  '/base-ui/react-autocomplete': 'Base UI offers it as the useAutocomplete hook only',
  '/base-ui/react-click-away-listener': UTILITY,
  '/base-ui/react-focus-trap': UTILITY,
  '/base-ui/react-menu': 'its open state belongs to Dropdown, and its own props are only slots, actions and a handler',
  '/base-ui/react-no-ssr': UTILITY,
  '/base-ui/react-portal': UTILITY,
  '/base-ui/react-table-pagination': 'it renders a table cell and needs page-change handlers',
  '/system/react-box': NO_PROPS,
};

function componentPages(library: NavSectionId): string[] {
  const section = getNavSection(library);
  const group = section.pages.find((candidate) => candidate.title === 'Components');
  return flattenPages(group?.children ?? [])
    .filter((page) => !page.planned && !page.external)
    .map((page) => normalizePathname(page.pathname))
    .filter((pathname) => pathname.startsWith(`/${library}/react-`));
}

function hasPlayground(pathname: string): boolean {
  const file = path.join(ROOT, 'content', ...pathname.split('/').filter(Boolean), 'index.md');
  if (!fs.existsSync(file)) return false;
  const source = fs.readFileSync(file, 'utf8');
  return /^playground\s*:/m.test(source.split(/^---$/m)[1] ?? '') || /^\{\{"playground":/m.test(source);
}

describe('props playgrounds on component pages', () => {
  for (const library of ['material-ui', 'joy-ui', 'base-ui', 'system'] as const) {
    it(`are on every ${library} component page that can show one`, () => {
      const pages = componentPages(library);
      expect(pages.length).toBeGreaterThan(library === 'system' ? 3 : 20);
      const missing = pages.filter((pathname) => !hasPlayground(pathname) && !(pathname in WITHOUT_PLAYGROUND));
      expect(missing).toEqual([]);
      const needless = pages.filter((pathname) => hasPlayground(pathname) && pathname in WITHOUT_PLAYGROUND);
      expect(needless).toEqual([]);
    });
  }

  it('exempt only pages that exist', () => {
    const all = new Set((['material-ui', 'joy-ui', 'base-ui', 'system'] as const).flatMap((library) => componentPages(library)));
    expect(Object.keys(WITHOUT_PLAYGROUND).filter((pathname) => !all.has(pathname))).toEqual([]);
  });
});
