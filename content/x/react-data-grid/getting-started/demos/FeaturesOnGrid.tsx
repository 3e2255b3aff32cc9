import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
  opened: Date;
}

const SUBJECTS = ['Cannot reset password', 'Invoice shows wrong VAT', 'App crashes on start', 'Export to CSV is empty', 'Request for a refund', 'Two-factor code never arrives'];
const CUSTOMERS = ['Harbor Foods', 'Nordlicht GmbH', 'Maple & Co', 'Sakura Retail', 'Andes Imports'];
const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];

const rows: Ticket[] = Array.from({ length: 120 }, (_, index) => ({
  id: 4200 + index,
  subject: SUBJECTS[(index * 5) % SUBJECTS.length]!,
  customer: CUSTOMERS[(index * 3) % CUSTOMERS.length]!,
  priority: PRIORITIES[(index * 7) % PRIORITIES.length]!,
  opened: new Date(Date.UTC(2024, 2, 1 + (index % 28), 8 + (index % 9))),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 250 },
  { field: 'customer', headerName: 'Customer', minWidth: 150 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: PRIORITIES, minWidth: 110 },
  { field: 'opened', headerName: 'Opened', type: 'date', minWidth: 120 },
];

export default function FeaturesOnGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Support tickets"
        checkboxSelection
        density="compact"
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
