import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Message {
  id: number;
  sender: string;
  subject: string;
  received: Date;
}

const SENDERS = ['Hana Sato', 'Rafael Costa', 'Nadia Karimi', 'Jonas Becker', 'Yara Moreau'];
const SUBJECTS = [
  'Minutes from Tuesday’s planning meeting',
  'Your travel booking for the Berlin workshop',
  'Invoice 2024-118 is ready',
  'Feedback on the new onboarding flow',
  'Reminder: security training this week',
];

const rows: Message[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  sender: SENDERS[index % SENDERS.length]!,
  subject: SUBJECTS[(index * 3) % SUBJECTS.length]!,
  received: new Date(2024, 4, 20 - index),
}));

const columns: GridColDef<Message>[] = [
  // Takes one share of the free space, never less than 140 px.
  { field: 'sender', headerName: 'From', flex: 1, minWidth: 140 },
  // Takes two shares, never less than 300 px.
  { field: 'subject', headerName: 'Subject', flex: 2, minWidth: 300 },
  // A fixed width beside them.
  { field: 'received', headerName: 'Received', type: 'date', width: 120 },
];

export default function FluidColumnsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Inbox" hideFooter />
    </Box>
  );
}
