import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  GridColumnMenu,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Sale {
  id: number;
  shop: string;
  units: number;
  revenue: number;
}

const SHOPS = ['Lisbon Baixa', 'Porto Ribeira', 'Faro Marina', 'Braga Centro', 'Coimbra Alta', 'Évora Praça'];

const rows: Sale[] = SHOPS.map((shop, index) => ({
  id: index + 1,
  shop,
  units: 120 + ((index * 53) % 300),
  revenue: 2400 + ((index * 977) % 6000),
}));

const columns: GridColDef<Sale>[] = [
  { field: 'shop', headerName: 'Shop', flex: 1, minWidth: 160 },
  { field: 'units', headerName: 'Units sold', type: 'number', minWidth: 120 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', minWidth: 130 },
];

const SummaryContext = React.createContext<(text: string) => void>(() => {});

// A new item: sums the column over the rows that pass the filters.
function SumItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  const report = React.useContext(SummaryContext);
  if (colDef.type !== 'number') return null;
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    const total = gridFilteredSortedRowEntriesSelector(apiRef).reduce(
      (sum, entry) => sum + Number(apiRef.current.getCellValue(entry.id, colDef.field)),
      0,
    );
    report(`Sum of ${colDef.headerName}: ${total.toLocaleString('en-US')}`);
    onClick(event);
  };
  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Sum this column</ListItemText>
    </MenuItem>
  );
}

function MenuWithSum(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuSumItem: SumItem }}
      // Sort is 10, filter 20, columns 30: 15 puts the new item between sort and filter.
      slotProps={{ columnMenuSumItem: { displayOrder: 15 } }}
    />
  );
}

export default function AddMenuItemGrid() {
  const [summary, setSummary] = React.useState('Open the menu of a number column and choose "Sum this column".');
  return (
    <SummaryContext.Provider value={setSummary}>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Typography variant="body2" component="p" aria-live="polite">
          {summary}
        </Typography>
        <Box sx={{ height: 370, width: '100%' }}>
          <DataGrid rows={rows} columns={columns} aria-label="Sales per shop" hideFooter slots={{ columnMenu: MenuWithSum }} />
        </Box>
      </Stack>
    </SummaryContext.Provider>
  );
}
