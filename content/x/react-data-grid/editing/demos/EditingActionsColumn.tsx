import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  GridToolbarContainer,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  startDate: Date;
}

const givenNames = ['Ana', 'Bruno', 'Chloé', 'Dmitri', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas'];
const familyNames = ['Almeida', 'Berg', 'Costa', 'Dubois', 'Eze', 'Fischer', 'Haddad', 'Ito', 'Moreau', 'Okafor', 'Petrov'];
const departments = ['Engineering', 'Design', 'Sales', 'Finance', 'Support', 'Marketing'];
const cities = ['Lisbon', 'Berlin', 'Toronto', 'Osaka', 'Nairobi', 'Santiago', 'Seoul'];

const pick = (list: readonly string[], n: number): string => list[n % list.length] ?? '';

// Computed from the index, so every render produces the same rows.
function createEmployees(count: number): Employee[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${pick(givenNames, i)} ${pick(familyNames, i * 7)}`,
    department: pick(departments, i * 5),
    city: pick(cities, i * 3),
    salary: 45000 + ((i * 7919) % 90) * 1000,
    startDate: new Date(2014 + ((i * 5) % 10), (i * 7) % 12, 1 + ((i * 11) % 28)),
  }));
}

const salaryFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const employeeColumns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    flex: 1,
    minWidth: 140,
    editable: true,
  },
  { field: 'city', headerName: 'City', flex: 0.8, minWidth: 100, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 0.8,
    minWidth: 110,
    editable: true,
    valueFormatter: (params) => salaryFormat.format(params.value as number),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', flex: 0.8, minWidth: 130, editable: true },
];

interface DraftEmployee extends Employee {
  isNew?: boolean;
}

interface ToolbarProps {
  onAdd: () => void;
}

function AddEmployeeToolbar({ onAdd }: ToolbarProps) {
  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
        Add employee
      </Button>
    </GridToolbarContainer>
  );
}

export default function EditingActionsColumn() {
  const [rows, setRows] = React.useState<DraftEmployee[]>(() => createEmployees(8));
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(1000);

  const handleAdd = () => {
    const id = nextId.current;
    nextId.current += 1;
    const draft: DraftEmployee = {
      id,
      name: '',
      department: departments[0] ?? '',
      city: '',
      salary: 50000,
      startDate: new Date(2024, 0, 8),
      isNew: true,
    };
    setRows((previous) => [draft, ...previous]);
    setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  // Leaving the row with a click elsewhere keeps it in edit mode: only Save or Enter saves it.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const handleCancel = (id: GridRowId) => {
    setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };

  const processRowUpdate = (newRow: DraftEmployee): DraftEmployee => {
    const saved = { ...newRow, isNew: false };
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  const actionsColumn: GridColDef<DraftEmployee> = {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: ({ id, row }) => {
      if (rowModesModel[id]?.mode === GridRowModes.Edit) {
        return [
          <GridActionsCellItem
            key="save"
            icon={<SaveIcon />}
            label="Save"
            onClick={() => setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.View } }))}
          />,
          <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={() => handleCancel(id)} />,
        ];
      }
      return [
        <GridActionsCellItem
          key="edit"
          icon={<EditIcon />}
          label={`Edit ${row.name}`}
          onClick={() => setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.Edit } }))}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteIcon />}
          label={`Delete ${row.name}`}
          onClick={() => setRows((previous) => previous.filter((item) => item.id !== id))}
        />,
      ];
    },
  };

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={[...employeeColumns, actionsColumn]}
        aria-label="Employees with edit, save and delete actions"
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        slots={{ toolbar: AddEmployeeToolbar }}
        slotProps={{ toolbar: { onAdd: handleAdd } }}
        hideFooter
      />
    </Box>
  );
}
