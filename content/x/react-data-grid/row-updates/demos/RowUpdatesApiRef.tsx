import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: string;
  destination: string;
  status: string;
}

const statuses = ['Label created', 'Picked up', 'In transit', 'Out for delivery', 'Delivered'];

const initialRows: Parcel[] = [
  { id: 'PX-3301', destination: 'Ghent', status: 'Label created' },
  { id: 'PX-3302', destination: 'Bologna', status: 'In transit' },
  { id: 'PX-3303', destination: 'Tallinn', status: 'Picked up' },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', minWidth: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 150 },
];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();

  const advanceFirstParcel = () => {
    const parcel = apiRef.current.getRow<Parcel>('PX-3301');
    if (!parcel) {
      return;
    }
    const next = statuses[Math.min(statuses.indexOf(parcel.status) + 1, statuses.length - 1)] ?? parcel.status;
    // A partial row: only the fields given change.
    apiRef.current.updateRows([{ id: parcel.id, status: next }]);
  };

  const addParcel = () => {
    const id = `PX-${3300 + apiRef.current.getRowsCount() + 1}`;
    apiRef.current.updateRows([{ id, destination: 'Kraków', status: 'Label created' }]);
  };

  const removeLast = () => {
    const ids = apiRef.current.getAllRowIds();
    const last = ids[ids.length - 1];
    if (last !== undefined) {
      apiRef.current.updateRows([{ id: last, _action: 'delete' }]);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={advanceFirstParcel}>
          Advance PX-3301
        </Button>
        <Button size="small" variant="outlined" onClick={addParcel}>
          Add a parcel
        </Button>
        <Button size="small" onClick={removeLast}>
          Remove the last parcel
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} aria-label="Parcels updated through the API" hideFooter />
      </Box>
    </Box>
  );
}
