import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Country {
  id: string;
  name: string;
  capital: string;
  population: number;
}

const COUNTRIES: Country[] = [
  { id: 'PT', name: 'Portugal', capital: 'Lisbon', population: 10_300_000 },
  { id: 'KE', name: 'Kenya', capital: 'Nairobi', population: 54_000_000 },
  { id: 'JP', name: 'Japan', capital: 'Tokyo', population: 124_500_000 },
  { id: 'CO', name: 'Colombia', capital: 'Bogotá', population: 52_100_000 },
  { id: 'CA', name: 'Canada', capital: 'Ottawa', population: 40_000_000 },
];

// Stands in for a request to a server: resolves after a second.
function fetchCountries(): Promise<Country[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(COUNTRIES), 1000);
  });
}

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'capital', headerName: 'Capital', flex: 1, minWidth: 120 },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    minWidth: 130,
    valueFormatter: (params) => (params.value as number).toLocaleString('en-US'),
  },
];

export default function LoadingRowsGrid() {
  const [rows, setRows] = React.useState<Country[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [request, setRequest] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCountries().then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [request]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={() => setRequest((count) => count + 1)} sx={{ alignSelf: 'flex-start' }}>
        Reload
      </Button>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} loading={loading} aria-label="Countries" />
      </Box>
    </Stack>
  );
}
