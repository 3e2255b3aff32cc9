import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';

interface Player {
  id: number;
  name: string;
  club: string;
  goals: number;
  assists: number;
  passes: number;
  tackles: number;
}

const NAMES = ['Asisat Oshoala', 'Sam Kerr', 'Alexia Putellas', 'Mina Tanaka', 'Debinha', 'Caroline Graham Hansen'];
const CLUBS = ['Bay FC', 'Chelsea', 'Barcelona', 'INAC Kobe', 'Kansas City', 'Barcelona'];

const rows: Player[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  club: CLUBS[index]!,
  goals: 4 + ((index * 7) % 15),
  assists: 2 + ((index * 5) % 9),
  passes: 300 + ((index * 131) % 500),
  tackles: 10 + ((index * 13) % 30),
}));

const columns: GridColDef<Player>[] = [
  { field: 'name', headerName: 'Player', width: 210 },
  { field: 'club', headerName: 'Club', width: 140 },
  { field: 'goals', headerName: 'Goals', type: 'number', width: 100 },
  { field: 'assists', headerName: 'Assists', type: 'number', width: 110 },
  { field: 'passes', headerName: 'Passes', type: 'number', width: 110 },
  { field: 'tackles', headerName: 'Tackles', type: 'number', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  // These columns may leave their group when dragged.
  { groupId: 'player', headerName: 'Player', freeReordering: true, children: [{ field: 'name' }, { field: 'club' }] },
  // These stay together: they can be reordered only among themselves.
  { groupId: 'attack', headerName: 'Attack', children: [{ field: 'goals' }, { field: 'assists' }] },
  { groupId: 'play', headerName: 'Build-up and defence', children: [{ field: 'passes' }, { field: 'tackles' }] },
];

export default function GroupReorderingGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        aria-label="Player statistics"
        hideFooter
      />
    </Box>
  );
}
