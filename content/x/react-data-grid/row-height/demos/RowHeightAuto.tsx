import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  reviewer: string;
  comment: string;
}

const comments = [
  'Arrived a day early and works as described.',
  'The battery easily lasts a full week of commuting, and the charger is small enough to carry in a jacket pocket. I would buy it again without hesitation.',
  'Good value.',
  'Setup took about ten minutes. The app asked for more permissions than it needs, which I declined, and everything still worked fine afterwards.',
  'The strap broke after two months; support replaced it quickly and without questions.',
  'Quieter than my old one.',
];
const reviewers = ['Ana Costa', 'Dmitri Berg', 'Ines Moreau', 'Nikhil Rao', 'Olga Fischer', 'Sven Ito'];

const rows: Review[] = comments.map((comment, i) => ({ id: i + 1, reviewer: reviewers[i] ?? '', comment }));

const columns: GridColDef<Review>[] = [
  { field: 'reviewer', headerName: 'Reviewer', minWidth: 130 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 220 },
];

export default function RowHeightAuto() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Product reviews; rows grow to fit their comment"
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        hideFooter
      />
    </Box>
  );
}
