import Box from '@mui/material/Box';
import { DataGrid, GridToolbarColumnsButton, GridToolbarContainer, type GridColDef } from '@mui/x-data-grid';

interface Course {
  id: string;
  title: string;
  teacher: string;
  credits: number;
  room: string;
}

const rows: Course[] = [
  { id: 'BIO-101', title: 'Cell biology', teacher: 'Dr. Haddad', credits: 6, room: 'B-204' },
  { id: 'CHE-110', title: 'General chemistry', teacher: 'Dr. Petrov', credits: 6, room: 'C-012' },
  { id: 'MAT-120', title: 'Linear algebra', teacher: 'Dr. Tanaka', credits: 5, room: 'A-101' },
  { id: 'PHY-130', title: 'Classical mechanics', teacher: 'Dr. Okafor', credits: 5, room: 'A-305' },
  { id: 'CS-140', title: 'Programming basics', teacher: 'Dr. Lindqvist', credits: 4, room: 'Lab 3' },
];

const columns: GridColDef<Course>[] = [
  // Always visible: no switch in the panel, no "Hide column" in its menu.
  { field: 'id', headerName: 'Code', minWidth: 110, hideable: false },
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 180, hideable: false },
  { field: 'teacher', headerName: 'Teacher', minWidth: 140 },
  { field: 'credits', headerName: 'Credits', type: 'number', minWidth: 100 },
  { field: 'room', headerName: 'Room', minWidth: 100 },
];

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function NotHideableColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Courses" hideFooter slots={{ toolbar: ColumnsToolbar }} />
    </Box>
  );
}
