import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowHeightParams } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  route: string;
  priority: 'Express' | 'Standard';
  weightKg: number;
}

const routes = ['Hamburg → Oslo', 'Lyon → Milan', 'Gdańsk → Riga', 'Seville → Lisbon', 'Vienna → Prague', 'Antwerp → Dublin'];

const rows: Shipment[] = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  route: routes[i % routes.length] ?? '',
  priority: i % 4 === 0 ? 'Express' : 'Standard',
  weightKg: 40 + ((i * 173) % 900),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 170 },
  { field: 'priority', headerName: 'Priority', minWidth: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', minWidth: 120 },
];

// Express shipments get taller rows; null keeps the default height.
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) =>
  (model as Shipment).priority === 'Express' ? Math.round(80 * densityFactor) : null;

export default function RowHeightVariable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Shipments; express rows are taller"
        getRowHeight={getRowHeight}
        getRowClassName={(params) => (params.row.priority === 'Express' ? 'express-row' : '')}
        sx={{ '& .express-row': { fontWeight: 600 } }}
        hideFooter
      />
    </Box>
  );
}
