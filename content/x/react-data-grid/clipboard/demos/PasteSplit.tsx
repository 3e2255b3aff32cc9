import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const cities = ['Lisbon', 'Kyoto', 'Oslo', 'Lima', 'Toronto', 'Hanoi'];

// Computed from the index, so every render gets the same rows.
const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  city: cities[index % cities.length],
  low: 2 + ((index * 3) % 10),
  high: 14 + ((index * 5) % 15),
}));

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140, editable: true },
  {
    field: 'low',
    headerName: 'Low (°C)',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'high',
    headerName: 'High (°C)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

// Accept comma-separated text ("Oslo,1,9") as well as the usual tab-separated text.
function splitPastedText(text: string) {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  return lines.map((line) => line.split(line.includes('\t') ? '\t' : ','));
}

export default function PasteSplit() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        experimentalFeatures={{ clipboardPaste: true }}
        disableRowSelectionOnClick
        unstable_splitClipboardPastedText={splitPastedText}
        aria-label="Temperatures that accept comma-separated paste"
      />
    </Box>
  );
}
