/**
 * The libraries this site documents, in product-switcher order, and the version menu data of each
 * (one data source: the version menu and the /versions/ page both read it).
 */

export type ProductId = 'material-ui' | 'joy-ui' | 'base-ui' | 'system' | 'x-data-grid';

export interface ProductVersion {
  /** Label shown in the version menu, e.g. `v5.15.1`. */
  text: string;
  /** Where the entry leads; the current version has none (it is this site). */
  href?: string;
  current?: boolean;
}

export interface Product {
  id: ProductId;
  name: string;
  /** One-line pitch shown in the product switcher and on the home page. */
  description: string;
  /** npm package the version label refers to. */
  packageName: string;
  /** Installed version of that package (checked against node_modules by a unit test). */
  version: string;
  /** Page the product switcher opens: the product's getting-started overview. */
  landingPathname: string;
  versions: readonly ProductVersion[];
  /** Release notes of the documented version. */
  releaseNotesUrl: string;
}

const VIEW_ALL_VERSIONS: ProductVersion = { text: 'View all versions', href: '/versions/' };

export const PRODUCTS: readonly Product[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    description: "React components that implement Google's Material Design.",
    packageName: '@mui/material',
    version: '5.15.1',
    landingPathname: '/material-ui/getting-started',
    releaseNotesUrl: 'https://github.com/mui/material-ui/releases/tag/v5.15.1',
    versions: [
      { text: 'v5.15.1', current: true },
      { text: 'v4', href: 'https://v4.mui.com/getting-started/installation/' },
      VIEW_ALL_VERSIONS,
    ],
  },
  {
    id: 'joy-ui',
    name: 'Joy UI',
    description: 'React components with a design of their own, built on CSS variables.',
    packageName: '@mui/joy',
    version: '5.0.0-beta.19',
    landingPathname: '/joy-ui/getting-started',
    releaseNotesUrl: 'https://github.com/mui/material-ui/releases/tag/v5.15.1',
    versions: [{ text: 'v5.0.0-beta.19', current: true }, VIEW_ALL_VERSIONS],
  },
  {
    id: 'base-ui',
    name: 'Base UI',
    description: 'Unstyled React components and hooks to build your own design system.',
    packageName: '@mui/base',
    version: '5.0.0-beta.28',
    landingPathname: '/base-ui/getting-started',
    releaseNotesUrl: 'https://github.com/mui/material-ui/releases/tag/v5.15.1',
    versions: [{ text: 'v5.0.0-beta.28', current: true }, VIEW_ALL_VERSIONS],
  },
  {
    id: 'system',
    name: 'MUI System',
    description: 'CSS utilities, the sx prop and layout components for fast styling.',
    packageName: '@mui/system',
    version: '5.15.1',
    landingPathname: '/system/getting-started',
    releaseNotesUrl: 'https://github.com/mui/material-ui/releases/tag/v5.15.1',
    versions: [
      { text: 'v5.15.1', current: true },
      { text: 'v4', href: 'https://v4.mui.com/system/basics/' },
      VIEW_ALL_VERSIONS,
    ],
  },
  {
    id: 'x-data-grid',
    name: 'Data Grid',
    description: 'A fast, extensible data table and data grid, with Pro and Premium plans.',
    packageName: '@mui/x-data-grid',
    version: '6.18.7',
    landingPathname: '/x/react-data-grid',
    releaseNotesUrl: 'https://github.com/mui/mui-x/releases/tag/v6.18.7',
    versions: [
      { text: 'v6.18.7', current: true },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      VIEW_ALL_VERSIONS,
    ],
  },
];

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}
