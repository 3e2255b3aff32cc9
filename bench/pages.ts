/** The page kinds the benchmark measures: one fixed, representative page of each. */
export interface BenchPage {
  /** `custom`: a page named on the command line (--page). */
  kind: 'home' | 'guide' | 'component' | 'api' | 'data-grid' | 'zh' | 'custom';
  label: string;
  path: string;
  /** Which first-load JavaScript budget applies. */
  weightClass: 'guide' | 'component';
  /** A link in the navigation drawer to click for the client-side navigation timing (none on home). */
  drawerLinkTo?: string;
}

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
    weightClass: 'component',
    drawerLinkTo: '/x/react-data-grid/getting-started/',
  },
  {
    kind: 'zh',
    label: 'Chinese guide',
    path: '/zh/material-ui/getting-started/installation/',
    weightClass: 'guide',
    drawerLinkTo: '/zh/material-ui/getting-started/usage/',
  },
];
