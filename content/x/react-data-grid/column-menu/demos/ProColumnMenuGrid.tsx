import Box from '@mui/material/Box';
import { DataGridPro, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  level: string;
  salary: number;
}

const NAMES = ['Amara Okafor', 'Bruno Silva', 'Chen Wang', 'Dalia Haddad', 'Emeka Nwosu', 'Freya Lindqvist', 'Hana Sato'];
const TEAMS = ['Platform', 'Mobile', 'Data', 'Design'];
const OFFICES = ['Lisbon', 'Berlin', 'Toronto', 'Osaka'];
const LEVELS = ['Junior', 'Mid', 'Senior', 'Staff'];

const rows: Employee[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  team: TEAMS[index % TEAMS.length]!,
  office: OFFICES[(index * 3) % OFFICES.length]!,
  level: LEVELS[(index * 5) % LEVELS.length]!,
  salary: 52000 + ((index * 7919) % 60) * 1000,
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'office', headerName: 'Office', width: 140 },
  { field: 'level', headerName: 'Level', width: 120 },
  // The salary column's menu has no pinning items.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130, pinnable: false },
];

// The Pro menu adds "Pin to left" and "Pin to right" (displayOrder 15). Here it moves them to the end.
function PinningLastMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slotProps={{ columnMenuPinningItem: { displayOrder: 40 } }} />;
}

export default function ProColumnMenuGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} aria-label="Employees" hideFooter slots={{ columnMenu: PinningLastMenu }} />
    </Box>
  );
}
