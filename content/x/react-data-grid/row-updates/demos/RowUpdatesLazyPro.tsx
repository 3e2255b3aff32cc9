import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, useGridApiRef, type GridColDef, type GridFetchRowsParams } from '@mui/x-data-grid-pro';

interface Invoice {
  id: number;
  customer: string;
  amount: number;
}

const TOTAL = 5000;
const customers = ['Alder & Finch', 'Blue Harbor', 'Copperleaf', 'Driftwood Co.', 'Elm Street Bakery', 'Foxglove Studio'];

// A stand-in for a server that returns any slice of its 5,000 invoices after a delay.
function fetchInvoices(first: number, last: number): Promise<Invoice[]> {
  const rows = Array.from({ length: Math.min(last, TOTAL - 1) - first + 1 }, (_, offset) => {
    const index = first + offset;
    return { id: index + 1, customer: customers[index % customers.length] ?? '', amount: 100 + ((index * 7919) % 9000) };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), 400);
  });
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', type: 'number', minWidth: 100, sortable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', minWidth: 140, sortable: false },
];

export default function RowUpdatesLazyPro() {
  const apiRef = useGridApiRef();
  const [initialRows, setInitialRows] = React.useState<Invoice[]>([]);

  React.useEffect(() => {
    let active = true;
    fetchInvoices(0, 19).then((rows) => {
      if (active) {
        setInitialRows(rows);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  const handleFetchRows = React.useCallback(
    async (params: GridFetchRowsParams) => {
      const rows = await fetchInvoices(params.firstRowToRender, params.lastRowToRender);
      // The reader may have left the page while the rows were on their way: the grid is gone.
      if (!apiRef.current) return;
      // Replaces the skeleton rows from that index on with the loaded ones.
      apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        aria-label="Five thousand invoices loaded as they scroll into view"
        rowCount={TOTAL}
        rowsLoadingMode="server"
        onFetchRows={handleFetchRows}
        experimentalFeatures={{ lazyLoading: true }}
        disableColumnFilter
        hideFooterPagination
      />
    </Box>
  );
}
