import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes, type GridCellModesModel, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  startYear: number;
  salary: number;
}

const NAMES = [
  'Ada Mensah', 'Bruno Keller', 'Carmen Ortiz', 'Dev Malhotra', 'Elif Demir', 'Farid Haddad', 'Greta Lund',
  'Hiro Sato', 'Ines Duarte', 'Jonah Clarke', 'Kira Novak', 'Liam Byrne', 'Maya Cohen', 'Noor Rahman',
  'Oskar Berg', 'Priya Nair', 'Rafael Costa', 'Sofia Greco', 'Tariq Aziz', 'Uma Iyer', 'Victor Hugo Lima',
  'Wen Zhao', 'Yara Haddad', 'Zoe Laurent',
];
const ROLES = ['Engineer', 'Designer', 'Product manager', 'Data analyst', 'Support lead'];
const OFFICES = ['Berlin', 'Lisbon', 'Montreal', 'Singapore'];

// Values computed from the position: the same rows on the server and in the browser.
const rows: Employee[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  role: ROLES[index % ROLES.length] as string,
  office: OFFICES[(index * 3) % OFFICES.length] as string,
  startYear: 2012 + ((index * 7) % 12),
  salary: 52000 + ((index * 7919) % 60000),
}));

const salaryFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90, valueFormatter: (params) => String(params.value) },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (params) => salaryFormatter.format(Number(params.value)),
  },
];

const editableColumns = columns.map((column) => ({ ...column, editable: true }));

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // One click opens the cell; any other cell that was open goes back to view mode, which saves it.
  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // A click inside a portal (the select's menu) is not a click on the cell.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((previous) => {
      const closed: GridCellModesModel = {};
      Object.keys(previous).forEach((id) => {
        const fields: GridCellModesModel[string] = {};
        Object.keys(previous[id] ?? {}).forEach((field) => {
          fields[field] = { mode: GridCellModes.View };
        });
        closed[id] = fields;
      });
      return {
        ...closed,
        [params.id]: { ...closed[params.id], [params.field]: { mode: GridCellModes.Edit } },
      };
    });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={editableColumns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
        aria-label="Team editable with one click"
      />
    </Box>
  );
}
