import type { DevRevision } from '../devLoop/devRevision';
import type { Language } from '../site/languages';
import type { NavSectionId } from '../navigation/sections';
import type { NavIconName, NavPage, Plan } from '../navigation/types';
import type { PageLink } from '../navigation/treeQueries';
import type { DemoModel } from './demoModel';
import type { RenderedApiDoc } from './apiDocModel';
import type { PlaygroundModel } from '../playground/types';

/** One entry of a page's table of contents (from its h2 and h3 headings). */
export interface TocEntry {
  hash: string;
  text: string;
  children: TocEntry[];
}

export type PageStatus =
  /** The page has its content. */
  | 'written'
  /** The page exists in the navigation; its content has not landed yet. */
  | 'being-written'
  /** The component is planned and not in the library yet (B3). */
  | 'planned';

export type PageBlock =
  | { type: 'html'; html: string }
  | { type: 'demo'; demo: DemoModel }
  /** A props playground of a component (src/playground/). */
  | { type: 'playground'; playground: PlaygroundModel }
  /** An interactive tool of the docs (src/tools/<name>.tsx). */
  | { type: 'component'; name: string }
  /** Another page's API reference, shown in place. */
  | { type: 'api'; docs: RenderedApiDoc[] };

export interface Breadcrumb {
  title: string;
  /** Link target when the crumb is itself a page. */
  pathname?: string;
}

/** Everything a docs page renders, computed at build time. */
export interface DocsPageModel {
  /** Canonical pathname without language segment and without trailing slash. */
  pathname: string;
  /** The document title (front matter `title`, for example "React Button component"). */
  title: string;
  /** The page's visible h1 (the Markdown's `#` heading, for example "Button"); the title when it has none. */
  heading: string;
  description: string;
  status: PageStatus;
  /** The body in order: rendered Markdown (trusted, built from our own content) and demos. */
  body: PageBlock[];
  /** A Chinese page showing the English body, which has no translation yet. */
  untranslated: boolean;
  /** A demo uses the Material Icons font (the Icon component), so the page loads it. */
  needsIconFont: boolean;
  /** The body has highlighted code, so the page loads the Prism stylesheet. */
  hasCode: boolean;
  toc: TocEntry[];
  breadcrumbs: Breadcrumb[];
  plan: Plan | null;
  flags: Array<'newFeature' | 'planned' | 'unstable' | 'legacy'>;
  /** API reference entries shown on this page (several on Base UI's anchored tabs). */
  api: RenderedApiDoc[] | null;
  /** API entries anchored on this page (Base UI `components-api` and `hooks-api` tabs). */
  apiAnchors: Array<{ hash: string; title: string; kind: string; packageName: string | null }>;
  /** Where a page still being written sends the reader meanwhile; null for other pages. */
  whileBeingWritten: WhileBeingWritten | null;
  /** The page's Markdown file and when it last changed, for the page footer. */
  source: PageSource;
}

/** Links a page still being written offers: its API pages, and written pages near it in the drawer. */
export interface WhileBeingWritten {
  api: PageLink[];
  nearby: PageLink[];
  /** The library's overview page. */
  overview: PageLink | null;
}

export interface PageSource {
  /** Path of the Markdown file in the repository (`content/…/index.md`); null for generated pages. */
  file: string | null;
  /** When the page's files last changed in git (ISO 8601 and as shown); null without git history. */
  lastChanged: { iso: string; text: string } | null;
}

/** Navigation data a page needs: its section's tree, and its neighbours. */
export interface PageNavigation {
  sectionId: NavSectionId;
  sectionName: string;
  pages: readonly NavPage[];
  /** Path data of the section icons `pages` uses (read from the icon package at build time). */
  iconPaths: Partial<Record<NavIconName, string>>;
  prev: PageLink | null;
  next: PageLink | null;
}

export interface DocsPageProps {
  userLanguage: Language;
  /** Path of this page without language segment, with trailing slash. */
  canonicalAs: string;
  page: DocsPageModel;
  navigation: PageNavigation;
  /**
   * In `npm run dev` only: the dev server's content revision, read before the content was, so the open
   * page knows which changes it already shows (src/devLoop/DevContentReload.tsx).
   */
  devRevision?: DevRevision;
}
