import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  name: string;
  price: number;
  change: number;
}

const symbols: [string, string, number][] = [
  ['ACME', 'Acme Robotics', 182.4],
  ['BLFN', 'Bluefin Energy', 64.1],
  ['CRNR', 'Corner Foods', 23.75],
  ['DLTA', 'Delta Logistics', 97.2],
  ['EVRG', 'Evergreen Timber', 41.05],
  ['FLUX', 'Flux Semiconductors', 311.9],
  ['GRVL', 'Gravel Outdoor', 15.6],
  ['HLIX', 'Helix Biotech', 128.3],
];

const initialRows: Quote[] = symbols.map(([id, name, price]) => ({ id, name, price, change: 0 }));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', minWidth: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price', type: 'number', minWidth: 100, valueFormatter: (params) => (params.value as number).toFixed(2) },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    minWidth: 100,
    valueFormatter: (params) => `${(params.value as number) >= 0 ? '+' : ''}${(params.value as number).toFixed(2)}`,
  },
];

export default function RowUpdatesLivePro() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const tick = React.useRef(0);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = setInterval(() => {
      tick.current += 1;
      // Every row changes in one call: several rows at once is a Pro feature.
      const updates = Array.from(apiRef.current.getRowModels().values()).map((row, index) => {
        const change = Math.sin(tick.current * 0.7 + index) * 0.8;
        return { id: row.id, price: Math.max(1, (row.price as number) + change), change };
      });
      apiRef.current.updateRows(updates);
    }, 200);
    return () => clearInterval(interval);
  }, [apiRef, running]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => setRunning((value) => !value)}>
        {running ? 'Stop the prices' : 'Start the prices'}
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          aria-label="Quotes updated five times a second, rendered at most once a second"
          throttleRowsMs={1000}
          hideFooter
        />
      </Box>
    </Box>
  );
}
