// Navigation tree, in drawer order (depth-first).
import type { ApiPageEntry, NavPage } from '../types';
import { apiEntryToNavPage } from '../apiEntryToNavPage';

/** API reference pages listed under the API section, in drawer order. */
export const systemApiPages: readonly ApiPageEntry[] = [
  { pathname: '/system/api/box', kind: 'component', packageName: '@mui/system' },
  { pathname: '/system/api/container', kind: 'component', packageName: '@mui/system' },
  { pathname: '/system/api/grid', kind: 'component', packageName: '@mui/system' },
  { pathname: '/system/api/stack', kind: 'component', packageName: '@mui/system' },
];

export const systemPages: readonly NavPage[] = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    icon: 'gettingStarted',
    children: [
      { pathname: '/system/getting-started', title: 'Overview' },
      { pathname: '/system/getting-started/installation' },
      { pathname: '/system/getting-started/usage' },
      { pathname: '/system/getting-started/the-sx-prop' },
      { pathname: '/system/getting-started/custom-components' },
    ],
  },
  {
    pathname: '/style-utilities',
    icon: 'styleUtilities',
    children: [
      { pathname: '/system/properties' },
      { pathname: '/system/borders' },
      { pathname: '/system/display' },
      { pathname: '/system/flexbox' },
      { pathname: '/system/grid' },
      { pathname: '/system/palette' },
      { pathname: '/system/positions' },
      { pathname: '/system/shadows' },
      { pathname: '/system/sizing' },
      { pathname: '/system/spacing' },
      { pathname: '/system/screen-readers' },
      { pathname: '/system/typography' },
      { pathname: '/system/styled', title: 'styled' },
    ],
  },
  {
    pathname: '/system/react-',
    title: 'Components',
    icon: 'components',
    children: [
      { pathname: '/system/react-box', title: 'Box' },
      { pathname: '/system/react-container', title: 'Container' },
      { pathname: '/system/react-grid', title: 'Grid' },
      { pathname: '/system/react-stack', title: 'Stack' },
    ],
  },
  { pathname: '/system/api', title: 'APIs', icon: 'api', children: systemApiPages.map(apiEntryToNavPage) },
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    icon: 'experimental',
    children: [
      { pathname: '/system/experimental-api/configure-the-sx-prop', title: 'Configure the sx prop' },
      { pathname: '/system/experimental-api/css-theme-variables', title: 'CSS Theme Variables' },
    ],
  },
  {
    pathname: '/system/styles',
    title: 'Styles',
    legacy: true,
    icon: 'legacyStyles',
    children: [
      { pathname: '/system/styles/basics' },
      { pathname: '/system/styles/advanced' },
      { pathname: '/system/styles/api', title: 'APIs' },
    ],
  },
];
