import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface OrderLine {
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: number;
  customer: string;
  city: string;
  date: Date;
  lines: OrderLine[];
}

const customers = ['Alder & Finch', 'Blue Harbor Café', 'Copperleaf Hotels', 'Driftwood Studio', 'Elm Street Bakery', 'Foxglove Florists'];
const cities = ['Porto', 'Ghent', 'Bergen', 'Bologna', 'Tallinn', 'Seville'];
const products = ['Espresso beans, 1 kg', 'Oat milk, 12 pack', 'Paper cups, 500', 'Ceramic mugs, 6', 'Cold brew filters', 'Cane sugar, 5 kg'];

// Computed from the index, so every render produces the same orders.
const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({
  id: 4100 + i,
  customer: customers[i % customers.length] ?? '',
  city: cities[(i * 5) % cities.length] ?? '',
  date: new Date(2024, 2, 1 + i * 2),
  lines: Array.from({ length: 1 + (i % 4) }, (_line, j) => ({
    product: products[(i + j * 2) % products.length] ?? '',
    quantity: 1 + ((i * 3 + j * 5) % 9),
    unitPrice: 4 + ((i * 7 + j * 11) % 30),
  })),
}));

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const orderTotal = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', minWidth: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', minWidth: 100 },
  { field: 'date', headerName: 'Date', type: 'date', minWidth: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    minWidth: 110,
    valueGetter: (params) => orderTotal(params.row),
    valueFormatter: (params) => euro.format(params.value as number),
  },
];

function ToggleButton({ id }: Pick<GridRenderCellParams, 'id'>) {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const expanded = expandedIds.includes(id);
  return (
    <Button
      size="small"
      aria-expanded={expanded}
      onClick={(event) => {
        // Keep the click from also reaching the row.
        event.stopPropagation();
        apiRef.current.toggleDetailPanel(id);
      }}
    >
      {expanded ? 'Hide lines' : 'Show lines'}
    </Button>
  );
}

// The toggle column keeps its field, so the grid still finds it, but moves to the end with a new look.
const toggleColumn: GridColDef<Order> = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  headerName: 'Lines',
  width: 120,
  renderHeader: () => null,
  renderCell: (params) => <ToggleButton id={params.id} />,
};

export default function MasterDetailCustomToggle() {
  const apiRef = useGridApiRef();
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => (
      <Box sx={{ py: 1.5, px: 2, height: '100%', boxSizing: 'border-box', bgcolor: 'action.hover' }}>
        {row.lines.map((line) => (
          <Typography key={line.product} variant="body2">
            {line.quantity} × {line.product}
          </Typography>
        ))}
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={orders}
        columns={[...orderColumns, toggleColumn]}
        aria-label="Orders with a text toggle at the end of each row"
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={(params) => apiRef.current.toggleDetailPanel(params.id)}
        hideFooter
      />
    </Box>
  );
}
