import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Athlete {
  id: number;
  name: string;
  nation: string;
  pb: number;
  sb: number;
}

const rows: Athlete[] = [
  { id: 1, name: 'Faith Kipyegon', nation: 'KEN', pb: 229.56, sb: 231.8 },
  { id: 2, name: 'Gudaf Tsegay', nation: 'ETH', pb: 234.16, sb: 236.05 },
  { id: 3, name: 'Laura Muir', nation: 'GBR', pb: 233.75, sb: 235.92 },
  { id: 4, name: 'Jessica Hull', nation: 'AUS', pb: 232.6, sb: 233.9 },
];

const time = (seconds: number) => `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(2).padStart(5, '0')}`;

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Athlete', flex: 1, minWidth: 160 },
  { field: 'nation', headerName: 'Nation', minWidth: 100, headerAlign: 'center', align: 'center' },
  {
    field: 'pb',
    headerName: 'PB',
    description: 'Personal best: the fastest time this athlete has ever run',
    type: 'number',
    minWidth: 100,
    valueFormatter: (params) => time(params.value as number),
  },
  {
    field: 'sb',
    headerName: 'SB',
    description: 'Season best: the fastest time this athlete has run this year',
    type: 'number',
    minWidth: 100,
    valueFormatter: (params) => time(params.value as number),
  },
];

export default function HeaderTitleGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="1500 metres results" hideFooter />
    </Box>
  );
}
