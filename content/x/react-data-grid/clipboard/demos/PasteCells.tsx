import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef, type GridRowModel } from '@mui/x-data-grid-premium';

const statuses = ['Pending', 'Shipped', 'Delivered', 'Cancelled'];
const products = ['Desk lamp', 'Office chair', 'Standing desk', 'Wireless mouse', 'Bookshelf'];

// Computed from the index, so every render gets the same rows.
const initialRows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  product: products[index % products.length],
  quantity: ((index * 7) % 12) + 1,
  status: statuses[index % statuses.length],
  dueDate: new Date(2024, index % 12, (index % 27) + 1),
}));

const columns: GridColDef[] = [
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 160,
    editable: true,
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 130,
    editable: true,
  },
  {
    field: 'dueDate',
    headerName: 'Due date',
    type: 'date',
    width: 130,
    editable: true,
    // Turn the pasted text ("2024-03-15") into the Date the column needs; ignore what is not a date.
    pastedValueParser: (value) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? undefined : date;
    },
  },
];

const sample = 'Floor lamp\t4\tShipped\t2024-03-15\nStanding desk\t2\tDelivered\t2024-04-02';

export default function PasteCells() {
  const [message, setMessage] = React.useState(
    'Copy the two lines above, click a Product cell and press Ctrl+V or ⌘+V.',
  );

  const processRowUpdate = React.useCallback((newRow: GridRowModel) => {
    // Save to your server here; the returned row is what the grid keeps.
    return newRow;
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        label="Text to copy (tab-separated)"
        multiline
        value={sample}
        InputProps={{ readOnly: true }}
        size="small"
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          experimentalFeatures={{ clipboardPaste: true }}
          disableRowSelectionOnClick
          unstable_cellSelection
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() => setMessage('A row could not be saved.')}
          onClipboardPasteStart={() => setMessage('Pasting…')}
          onClipboardPasteEnd={() => setMessage('Pasted.')}
          aria-label="Order lines to paste into"
        />
      </Box>
      <Alert severity="info" role="status">
        {message}
      </Alert>
    </Stack>
  );
}
