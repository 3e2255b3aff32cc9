// Data Grid API reference pages: which package and plan each documents.
import type { ApiPageEntry } from '../types';

export const dataGridApiPages: readonly ApiPageEntry[] = [
  { pathname: '/x/api/data-grid', title: 'Index', kind: 'index', group: 'API Reference' },
  { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid', kind: 'component', packageName: '@mui/x-data-grid', group: 'Components' },
  { pathname: '/x/api/data-grid/data-grid-premium', title: 'DataGridPremium', kind: 'component', packageName: '@mui/x-data-grid-premium', plan: 'premium', group: 'Components' },
  { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', kind: 'component', packageName: '@mui/x-data-grid-pro', plan: 'pro', group: 'Components' },
  { pathname: '/x/api/data-grid/grid-filter-form', title: 'GridFilterForm', kind: 'component', packageName: '@mui/x-data-grid', group: 'Components' },
  { pathname: '/x/api/data-grid/grid-filter-panel', title: 'GridFilterPanel', kind: 'component', packageName: '@mui/x-data-grid', group: 'Components' },
  { pathname: '/x/api/data-grid/grid-toolbar-quick-filter', title: 'GridToolbarQuickFilter', kind: 'component', packageName: '@mui/x-data-grid', group: 'Components' },
  { pathname: '/x/api/data-grid/grid-api', title: 'GridApi', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-cell-params', title: 'GridCellParams', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-single-select-col-def', title: 'GridSingleSelectColDef', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-actions-col-def', title: 'GridActionsColDef', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-export-state-params', title: 'GridExportStateParams', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-filter-item', title: 'GridFilterItem', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-filter-model', title: 'GridFilterModel', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-filter-operator', title: 'GridFilterOperator', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-row-class-name-params', title: 'GridRowClassNameParams', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-row-params', title: 'GridRowParams', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-row-spacing-params', title: 'GridRowSpacingParams', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-aggregation-function', title: 'GridAggregationFunction', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-csv-export-options', title: 'GridCsvExportOptions', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-print-export-options', title: 'GridPrintExportOptions', kind: 'interface', group: 'Interfaces' },
  { pathname: '/x/api/data-grid/grid-excel-export-options', title: 'GridExcelExportOptions', kind: 'interface', group: 'Interfaces' },
];
