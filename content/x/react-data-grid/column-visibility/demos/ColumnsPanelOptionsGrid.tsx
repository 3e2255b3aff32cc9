import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
  type GridColumnsPanelProps,
} from '@mui/x-data-grid';

interface Vehicle {
  id: string;
  model: string;
  driver: string;
  mileage: number;
  fuel: string;
  internalNotes: string;
}

const rows: Vehicle[] = [
  { id: 'VAN-01', model: 'Transit Custom', driver: 'Mateo Ruiz', mileage: 84210, fuel: 'Diesel', internalNotes: 'Tyres due' },
  { id: 'VAN-02', model: 'e-Vito', driver: 'Sofia Novak', mileage: 23150, fuel: 'Electric', internalNotes: '' },
  { id: 'CAR-07', model: 'Corolla Touring', driver: 'Omar Farouk', mileage: 61040, fuel: 'Hybrid', internalNotes: 'Scratch, rear door' },
  { id: 'CAR-09', model: 'Model 3', driver: 'Priya Sharma', mileage: 40980, fuel: 'Electric', internalNotes: '' },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'id', headerName: 'Vehicle', minWidth: 110 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  { field: 'driver', headerName: 'Driver', minWidth: 140 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', minWidth: 140 },
  { field: 'fuel', headerName: 'Fuel', minWidth: 100 },
  { field: 'internalNotes', headerName: 'Internal notes', minWidth: 170 },
];

// Only these columns can be switched from the panel; the others keep their visibility.
const getTogglableColumns: GridColumnsPanelProps['getTogglableColumns'] = (allColumns) =>
  allColumns.filter((column) => column.field !== 'id' && column.field !== 'model').map((column) => column.field);

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnsPanelOptionsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Fleet"
        hideFooter
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsPanel: { getTogglableColumns, disableHideAllButton: true, sort: 'asc' },
        }}
        initialState={{ columns: { columnVisibilityModel: { internalNotes: false } } }}
      />
    </Box>
  );
}
