/** The page kinds the benchmark measures: one fixed, representative page of each. */
export interface BenchPage {
  /** `custom`: a page named on the command line (--page). */
  kind: 'home' | 'guide' | 'component' | 'autocomplete' | 'joy-component' | 'base-component' | 'api' | 'data-grid' | 'data-grid-feature' | 'zh' | 'custom';
  label: string;
  path: string;
  /** Which first-load JavaScript budget applies. */
  weightClass: 'guide' | 'component' | 'data-grid';
  /** A link in the navigation drawer to click for the client-side navigation timing (none on home). */
  drawerLinkTo?: string;
}

/** Component pages with demos, browsed in this order through the drawer (issue 30: five consecutive hops). */
export const NAVIGATION_HOPS = [
  '/material-ui/react-button/',
  '/material-ui/react-checkbox/',
  '/material-ui/react-switch/',
  '/material-ui/react-slider/',
  '/material-ui/react-select/',
  '/material-ui/react-rating/',
] as const;

export const BENCH_PAGES: readonly BenchPage[] = [
  { kind: 'home', label: 'Home', path: '/', weightClass: 'guide' },
  {
    kind: 'guide',
    label: 'Guide',
    path: '/material-ui/getting-started/usage/',
    weightClass: 'guide',
    drawerLinkTo: '/material-ui/getting-started/installation/',
  },
  {
    kind: 'component',
    label: 'Component with demos',
    path: '/material-ui/react-button/',
    weightClass: 'component',
    drawerLinkTo: '/material-ui/react-checkbox/',
  },
  {
    // Issue 30 names it: the Material UI page with the most interactive demos in its first screens.
    kind: 'autocomplete',
    label: 'Component with many interactive demos',
    path: '/material-ui/react-autocomplete/',
    weightClass: 'component',
    drawerLinkTo: '/material-ui/react-button/',
  },
  {
    kind: 'joy-component',
    label: 'Joy UI component with demos and a playground',
    path: '/joy-ui/react-button/',
    weightClass: 'component',
    drawerLinkTo: '/joy-ui/react-button-group/',
  },
  {
    kind: 'base-component',
    label: 'Base UI component with demos in three stylings',
    path: '/base-ui/react-menu/',
    weightClass: 'component',
    drawerLinkTo: '/base-ui/react-tabs/',
  },
  {
    kind: 'api',
    label: 'API reference',
    path: '/material-ui/api/button/',
    weightClass: 'guide',
    drawerLinkTo: '/material-ui/api/chip/',
  },
  {
    kind: 'data-grid',
    label: 'Data Grid with a grid',
    path: '/x/react-data-grid/',
    weightClass: 'data-grid',
    drawerLinkTo: '/x/react-data-grid/getting-started/',
  },
  {
    // A feature page: several grids, each loading as it nears the viewport; the mobile floor is the usual one.
    kind: 'data-grid-feature',
    label: 'Data Grid feature page with several grids',
    path: '/x/react-data-grid/sorting/',
    weightClass: 'data-grid',
    drawerLinkTo: '/x/react-data-grid/editing/',
  },
  {
    kind: 'zh',
    label: 'Chinese guide',
    path: '/zh/material-ui/getting-started/installation/',
    weightClass: 'guide',
    drawerLinkTo: '/zh/material-ui/getting-started/usage/',
  },
];
