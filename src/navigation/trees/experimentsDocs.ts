// Navigation tree, in drawer order (depth-first).
import type { NavPage } from '../types';

export const experimentsPages: readonly NavPage[] = [
  {
    pathname: '/experiments/docs/writing',
    title: 'Writing',
    icon: 'writing',
    children: [
      { pathname: '/experiments/docs/headers' },
      { pathname: '/experiments/docs/markdown' },
    ],
  },
  {
    pathname: '/experiments/docs/components',
    icon: 'components',
    children: [
      { pathname: '/experiments/docs/callouts' },
      { pathname: '/experiments/docs/codeblock' },
      { pathname: '/experiments/docs/demos' },
      { pathname: '/experiments/docs/data-grid-premium', title: 'API DataGridPremium' },
    ],
  },
  {
    pathname: '/experiments/docs/main-parent',
    title: 'Main parent',
    icon: 'hierarchy',
    children: [
      { pathname: '/experiments/docs/first-level-child-1', title: 'First-level child 1' },
      {
        pathname: '/experiments/docs/first-level-child-2',
        title: 'First-level child 2',
        children: [
          { pathname: '/experiments/docs/second-level-child', title: 'Second-level child' },
          { pathname: '/experiments/docs/subheader-divider', subheader: 'Subheader divider' },
          {
            pathname: '/experiments/docs/api/data-grid-group',
            title: 'Second-level child parent',
            children: [
              { pathname: '/experiments/docs/third-level-child', title: 'Third-level child' },
              {
                pathname: '/experiments/docs/api/data-grid-components-group',
                subheader: 'Subheader divider',
                children: [
                  { pathname: '/experiments/docs/api/data-grid/data-grid', title: 'Fourth-level child' },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
