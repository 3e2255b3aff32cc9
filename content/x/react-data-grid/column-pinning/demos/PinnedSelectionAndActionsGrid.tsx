import * as React from 'react';
import Box from '@mui/material/Box';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Lead {
  id: number;
  company: string;
  contact: string;
  email: string;
  stage: string;
  value: number;
  source: string;
  owner: string;
}

const COMPANIES = ['Harbor Foods', 'Nordlicht GmbH', 'Maple & Co', 'Sakura Retail', 'Andes Imports', 'Coral Bay Ltd', 'Baobab Logistics'];
const CONTACTS = ['Amara Okafor', 'Jonas Becker', 'Chen Wang', 'Keiko Tanaka', 'Mateo Ruiz', 'Priya Sharma', 'Emeka Nwosu'];
const STAGES = ['New', 'Qualified', 'Proposal', 'Negotiation', 'Won'];
const SOURCES = ['Website', 'Referral', 'Trade fair', 'Cold call'];
const OWNERS = ['Freya', 'Ivan', 'Nadia', 'Tomás'];

const INITIAL_ROWS: Lead[] = COMPANIES.map((company, index) => ({
  id: index + 1,
  company,
  contact: CONTACTS[index]!,
  email: `${CONTACTS[index]!.split(' ')[0]!.toLowerCase()}@example.com`,
  stage: STAGES[(index * 3) % STAGES.length]!,
  value: 5000 + ((index * 7919) % 40) * 1000,
  source: SOURCES[index % SOURCES.length]!,
  owner: OWNERS[(index * 5) % OWNERS.length]!,
}));

export default function PinnedSelectionAndActionsGrid() {
  const [rows, setRows] = React.useState<Lead[]>(INITIAL_ROWS);

  const archive = React.useCallback((id: GridRowId) => {
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Lead>[]>(
    () => [
      { field: 'company', headerName: 'Company', width: 170 },
      { field: 'contact', headerName: 'Contact', width: 160 },
      { field: 'email', headerName: 'Email', width: 200 },
      { field: 'stage', headerName: 'Stage', width: 130 },
      {
        field: 'value',
        headerName: 'Value (€)',
        type: 'number',
        width: 120,
        valueFormatter: (params) => (params.value as number).toLocaleString('en-US'),
      },
      { field: 'source', headerName: 'Source', width: 130 },
      { field: 'owner', headerName: 'Owner', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: (params) => [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label={`Edit ${params.row.company}`} />,
          <GridActionsCellItem
            key="archive"
            icon={<ArchiveIcon />}
            label={`Archive ${params.row.company}`}
            onClick={() => archive(params.id)}
          />,
        ],
      },
    ],
    [archive],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        aria-label="Sales leads"
        hideFooter
        initialState={{
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'company'], right: ['actions'] },
        }}
      />
    </Box>
  );
}
