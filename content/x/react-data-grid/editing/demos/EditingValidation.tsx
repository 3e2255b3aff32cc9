import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Account {
  id: number;
  owner: string;
  email: string;
  creditLimit: number;
}

const rows: Account[] = [
  { id: 1, owner: 'Farah Haddad', email: 'farah@northwind.example', creditLimit: 5000 },
  { id: 2, owner: 'Jonas Berg', email: 'jonas@fjordline.example', creditLimit: 12000 },
  { id: 3, owner: 'Keiko Ito', email: 'keiko@sakura-labs.example', creditLimit: 8000 },
  { id: 4, owner: 'Emeka Eze', email: 'emeka@lagoon.example', creditLimit: 3000 },
  { id: 5, owner: 'Chloé Dubois', email: 'chloe@atelier.example', creditLimit: 15000 },
];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const columns: GridColDef<Account>[] = [
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 140, editable: true },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1.4,
    minWidth: 220,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
      ...params.props,
      error: !emailPattern.test(params.props.value ?? ''),
    }),
  },
  {
    field: 'creditLimit',
    headerName: 'Credit limit',
    type: 'number',
    flex: 0.8,
    minWidth: 120,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number>) => {
      const value = params.props.value;
      return { ...params.props, error: value === undefined || value < 0 || value > 20000 };
    },
  },
];

export default function EditingValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        // The grid passes `error` on to the input, which then carries Material UI's Mui-error class.
        '& .MuiDataGrid-editInputCell.Mui-error': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.2)' : 'rgb(253, 237, 237)',
          color: theme.palette.error.main,
          boxShadow: `inset 0 0 0 2px ${theme.palette.error.main}`,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} aria-label="Accounts with validated edits" hideFooter />
    </Box>
  );
}
