import Box from '@mui/material/Box';
import { DataGrid, gridStringOrNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Priority = 'Critical' | 'High' | 'Medium' | 'Low';

interface Ticket {
  id: number;
  title: string;
  priority: Priority;
  assignee: string;
}

const priorityRank: Record<Priority, number> = { Critical: 0, High: 1, Medium: 2, Low: 3 };

// Rank the priorities by severity instead of alphabetically.
const priorityComparator: GridComparatorFn<Priority> = (a, b) => priorityRank[a] - priorityRank[b];

// Sort people by their family name, then by their given name.
const familyNameComparator: GridComparatorFn<string> = (a, b, paramsA, paramsB) => {
  const [givenA, familyA = ''] = a.split(' ');
  const [givenB, familyB = ''] = b.split(' ');
  return (
    gridStringOrNumberComparator(familyA, familyB, paramsA, paramsB) ||
    gridStringOrNumberComparator(givenA, givenB, paramsA, paramsB)
  );
};

const rows: Ticket[] = [
  { id: 1, title: 'Checkout page times out', priority: 'Critical', assignee: 'Maya Okafor' },
  { id: 2, title: 'Typo in the invoice footer', priority: 'Low', assignee: 'Jonas Berg' },
  { id: 3, title: 'Export drops the last row', priority: 'High', assignee: 'Ana Almeida' },
  { id: 4, title: 'Dark mode contrast on charts', priority: 'Medium', assignee: 'Sven Tanaka' },
  { id: 5, title: 'Password reset mail delayed', priority: 'High', assignee: 'Hana Costa' },
  { id: 6, title: 'Search ignores accents', priority: 'Medium', assignee: 'Luca Berg' },
  { id: 7, title: 'Payments fail for new cards', priority: 'Critical', assignee: 'Farah Haddad' },
  { id: 8, title: 'Tooltip flickers on hover', priority: 'Low', assignee: 'Keiko Ito' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', flex: 2, minWidth: 230 },
  { field: 'priority', headerName: 'Priority', flex: 1, minWidth: 110, sortComparator: priorityComparator },
  { field: 'assignee', headerName: 'Assignee', flex: 1, minWidth: 150, sortComparator: familyNameComparator },
];

export default function SortingComparator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Support tickets sorted by severity"
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
