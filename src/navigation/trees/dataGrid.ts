// Navigation tree, in drawer order (depth-first).
import type { NavPage } from '../types';

export const dataGridPages: readonly NavPage[] = [
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    icon: 'dataGrid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/demo' },
      { pathname: '/x/react-data-grid/getting-started' },
      { pathname: '/x/react-data-grid/layout' },
      {
        pathname: '/x/react-data-grid/columns',
        children: [
          { pathname: '/x/react-data-grid/column-definition' },
          { pathname: '/x/react-data-grid/column-dimensions' },
          { pathname: '/x/react-data-grid/column-visibility' },
          { pathname: '/x/react-data-grid/custom-columns' },
          { pathname: '/x/react-data-grid/column-header' },
          { pathname: '/x/react-data-grid/column-menu' },
          { pathname: '/x/react-data-grid/column-spanning' },
          { pathname: '/x/react-data-grid/column-groups' },
          { pathname: '/x/react-data-grid/column-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-pinning', plan: 'pro' },
        ],
      },
      {
        pathname: '/x/react-data-grid/rows',
        children: [
          { pathname: '/x/react-data-grid/row-definition' },
          { pathname: '/x/react-data-grid/row-updates' },
          { pathname: '/x/react-data-grid/row-height' },
          { pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning 🚧' },
          { pathname: '/x/react-data-grid/master-detail', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/editing' },
      { pathname: '/x/react-data-grid/sorting' },
      {
        pathname: '/x/react-data-grid/filtering-group',
        title: 'Filtering',
        children: [
          { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
          { pathname: '/x/react-data-grid/filtering/customization' },
          { pathname: '/x/react-data-grid/filtering/quick-filter' },
          { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filter' },
          { pathname: '/x/react-data-grid/filtering/multi-filters', plan: 'pro' },
          { pathname: '/x/react-data-grid/filtering/header-filters', plan: 'pro', newFeature: true },
          { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/pagination' },
      {
        pathname: '/x/react-data-grid/selection',
        children: [
          { pathname: '/x/react-data-grid/row-selection' },
          { pathname: '/x/react-data-grid/cell-selection', plan: 'premium', newFeature: true },
        ],
      },
      { pathname: '/x/react-data-grid/export' },
      { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste', newFeature: true },
      { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
      {
        pathname: '/x/react-data-grid/style-group',
        title: 'Style',
        children: [
          { pathname: '/x/react-data-grid/style', title: 'Overview' },
          { pathname: '/x/react-data-grid/style-recipes', title: 'Recipes' },
        ],
      },
      { pathname: '/x/react-data-grid/localization' },
      { pathname: '/x/react-data-grid/scrolling' },
      { pathname: '/x/react-data-grid/virtualization' },
      { pathname: '/x/react-data-grid/accessibility' },
      { pathname: '/x/react-data-grid/performance' },
      {
        pathname: '/x/react-data-grid-group-pivot',
        title: 'Group & Pivot',
        plan: 'pro',
        children: [
          { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
          { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
          { pathname: '/x/react-data-grid/pivoting', title: 'Pivoting 🚧', plan: 'premium' },
        ],
      },
      {
        pathname: '/x/react-data-grid/server-side-data-group',
        title: 'Server-side data 🚧',
        plan: 'pro',
        children: [
          { pathname: '/x/react-data-grid/server-side-data', title: 'Overview' },
          { pathname: '/x/react-data-grid/server-side-data/lazy-loading', title: 'Lazy loading 🚧', plan: 'pro' },
          { pathname: '/x/react-data-grid/server-side-data/infinite-loading', title: 'Infinite loading 🚧', plan: 'pro' },
          { pathname: '/x/react-data-grid/server-side-data/tree-data', title: 'Tree data 🚧', plan: 'pro' },
          { pathname: '/x/react-data-grid/server-side-data/row-grouping', title: 'Row grouping 🚧', plan: 'pro' },
          { pathname: '/x/react-data-grid/server-side-data/aggregation', title: 'Aggregation 🚧', plan: 'premium' },
        ],
      },
      {
        pathname: '/x/react-data-grid/advanced',
        title: 'Advanced',
        children: [
          { pathname: '/x/react-data-grid/api-object', title: 'API object' },
          { pathname: '/x/react-data-grid/events' },
          { pathname: '/x/react-data-grid/state' },
        ],
      },
      {
        pathname: '/x/react-data-grid/recipes',
        title: 'Recipes',
        children: [
          { pathname: '/x/react-data-grid/recipes-editing', title: 'Editing' },
          { pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Row grouping', plan: 'premium' },
        ],
      },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API Reference',
        children: [
          { pathname: '/x/api/data-grid', title: 'Index' },
          {
            pathname: '/x/api/data-grid-components-group',
            subheader: 'Components',
            children: [
              { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
              { pathname: '/x/api/data-grid/data-grid-premium', title: 'DataGridPremium', plan: 'premium' },
              { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
              { pathname: '/x/api/data-grid/grid-filter-form', title: 'GridFilterForm' },
              { pathname: '/x/api/data-grid/grid-filter-panel', title: 'GridFilterPanel' },
              { pathname: '/x/api/data-grid/grid-toolbar-quick-filter', title: 'GridToolbarQuickFilter' },
            ],
          },
          {
            pathname: '/x/api/data-grid-interfaces-group',
            subheader: 'Interfaces',
            children: [
              { pathname: '/x/api/data-grid/grid-api', title: 'GridApi' },
              { pathname: '/x/api/data-grid/grid-cell-params', title: 'GridCellParams' },
              { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef' },
              { pathname: '/x/api/data-grid/grid-single-select-col-def', title: 'GridSingleSelectColDef' },
              { pathname: '/x/api/data-grid/grid-actions-col-def', title: 'GridActionsColDef' },
              { pathname: '/x/api/data-grid/grid-export-state-params', title: 'GridExportStateParams' },
              { pathname: '/x/api/data-grid/grid-filter-item', title: 'GridFilterItem' },
              { pathname: '/x/api/data-grid/grid-filter-model', title: 'GridFilterModel' },
              { pathname: '/x/api/data-grid/grid-filter-operator', title: 'GridFilterOperator' },
              { pathname: '/x/api/data-grid/grid-row-class-name-params', title: 'GridRowClassNameParams' },
              { pathname: '/x/api/data-grid/grid-row-params', title: 'GridRowParams' },
              { pathname: '/x/api/data-grid/grid-row-spacing-params', title: 'GridRowSpacingParams' },
              { pathname: '/x/api/data-grid/grid-aggregation-function', title: 'GridAggregationFunction' },
              { pathname: '/x/api/data-grid/grid-csv-export-options', title: 'GridCsvExportOptions' },
              { pathname: '/x/api/data-grid/grid-print-export-options', title: 'GridPrintExportOptions' },
              { pathname: '/x/api/data-grid/grid-excel-export-options', title: 'GridExcelExportOptions' },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    icon: 'migration',
    children: [
      {
        pathname: '/x/migration-v6',
        subheader: 'Upgrade to v6',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
        ],
      },
      {
        pathname: '/x/migration-earlier',
        subheader: 'Earlier versions',
        children: [
          { pathname: '/x/migration/migration-data-grid-v4', title: 'Migration from v4 to v5 (Data Grid)' },
        ],
      },
    ],
  },
];
