import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridToolbar, type GridColDef } from '@mui/x-data-grid-premium';
import { useDemoData } from '@mui/x-data-grid-generator';

// Columns shown at first; the others stay available in the toolbar's column panel.
const VISIBLE_FIELDS = [
  'desk',
  'commodity',
  'traderName',
  'traderEmail',
  'quantity',
  'filledQuantity',
  'status',
  'unitPrice',
  'unitPriceCurrency',
  'totalPrice',
  'pnl',
  'tradeDate',
  'counterPartyName',
  'counterPartyCountry',
  'incoTerm',
];

// Widths that fit each header and its longest generated value.
const WIDTHS: Record<string, number> = {
  desk: 120,
  commodity: 270,
  traderName: 180,
  traderEmail: 230,
  quantity: 120,
  filledQuantity: 150,
  isFilled: 110,
  status: 150,
  unitPrice: 120,
  unitPriceCurrency: 190,
  subTotal: 140,
  feeRate: 110,
  feeAmount: 140,
  incoTerm: 200,
  totalPrice: 160,
  pnl: 150,
  maturityDate: 150,
  tradeDate: 130,
  brokerId: 130,
  brokerName: 430,
  counterPartyName: 430,
  counterPartyCountry: 210,
  counterPartyCurrency: 210,
  counterPartyAddress: 330,
  counterPartyCity: 180,
  taxCode: 120,
  contractType: 160,
  rateType: 130,
  lastUpdated: 210,
  dateCreated: 140,
};

const ROW_COUNTS = [1000, 10000, 100000];

export default function TradingDeskShowcase() {
  const [rowCount, setRowCount] = React.useState(1000);
  const { data, loading, setRowLength } = useDemoData({
    dataSet: 'Commodity',
    rowLength: 1000,
    editable: true,
    visibleFields: VISIBLE_FIELDS,
  });

  const columns = React.useMemo<GridColDef[]>(
    () =>
      data.columns.map((column) => ({
        ...column,
        width: WIDTHS[column.field] ?? column.width,
        headerName: column.field === 'incoTerm' ? 'Incoterm' : column.headerName,
      })),
    [data.columns],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 180 }}>
        <InputLabel id="showcase-rows-label">Rows</InputLabel>
        <Select
          labelId="showcase-rows-label"
          label="Rows"
          value={rowCount}
          onChange={(event) => {
            const count = Number(event.target.value);
            setRowCount(count);
            setRowLength(count);
          }}
        >
          {ROW_COUNTS.map((count) => (
            <MenuItem key={count} value={count}>
              {count.toLocaleString('en-US')} rows
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 600, width: '100%' }}>
        <DataGridPremium
          {...data}
          columns={columns}
          loading={loading}
          aria-label="Commodity trades"
          checkboxSelection
          disableRowSelectionOnClick
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{
            ...data.initialState,
            pinnedColumns: { left: ['__check__', 'desk'] },
          }}
        />
      </Box>
    </Stack>
  );
}
