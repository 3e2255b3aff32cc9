/** Names of the icons shown beside top-level navigation sections (mapped to SVG icons by the layout). */
export type NavIconName =
  | 'gettingStarted'
  | 'components'
  | 'api'
  | 'customization'
  | 'guides'
  | 'experimental'
  | 'discoverMore'
  | 'migration'
  | 'templates'
  | 'integrations'
  | 'styleUtilities'
  | 'legacyStyles'
  | 'dataGrid'
  | 'writing'
  | 'hierarchy'
  | 'versions'
  | 'blog';

export type Plan = 'pro' | 'premium';

/**
 * One node of a navigation tree (DESIGN B3). A node with `children` is a group (with `subheader`, a
 * category heading); its pathname is an identifier, not a page. A node without children is a page,
 * or a link out of the site when `external` is set.
 */
export interface NavPage {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: readonly NavPage[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  legacy?: boolean;
  /** Set by the build on a page whose content has not landed yet; the drawer marks it. */
  beingWritten?: boolean;
  icon?: NavIconName;
  external?: boolean;
  linkProps?: Readonly<Record<string, string>>;
}

export type ApiPageKind = 'component' | 'hook' | 'interface' | 'index';

/** One API reference page of a library, as listed in the page inventory. */
export interface ApiPageEntry {
  pathname: string;
  title?: string;
  kind: ApiPageKind;
  packageName?: string;
  plan?: Plan;
  /** Drawer subheading for the Data Grid API (Components, Interfaces). */
  group?: string;
}
