import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

const symbols = ['ACME', 'GLOBEX', 'INITECH', 'UMBRELLA', 'STARK', 'WAYNE', 'WONKA', 'TYRELL'];

const initialRows = symbols.map((symbol, index) => ({ id: index + 1, symbol, price: 100 + index * 12.5, change: 0 }));

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', flex: 1, minWidth: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (params) => (params.value as number).toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 120,
    valueFormatter: (params) => (params.value as number).toFixed(2),
  },
];

export default function ThrottledRows() {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    let step = 0;
    // Ten updates a second; the grid applies them at most once per second (throttleRowsMs).
    const timer = setInterval(() => {
      step += 1;
      const index = step % symbols.length;
      const change = Math.round(Math.sin(step) * 150) / 100;
      apiRef.current.updateRows([{ id: index + 1, price: 100 + index * 12.5 + change, change }]);
    }, 100);
    return () => clearInterval(timer);
  }, [apiRef]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        throttleRowsMs={1000}
        aria-label="Prices updated at most once a second"
      />
    </Box>
  );
}
