import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  {
    label: 'Default: siblingCount 1, boundaryCount 1',
    siblingCount: 1,
    boundaryCount: 1,
  },
  { label: 'siblingCount 0', siblingCount: 0, boundaryCount: 1 },
  { label: 'siblingCount 2', siblingCount: 2, boundaryCount: 1 },
  { label: 'boundaryCount 2', siblingCount: 1, boundaryCount: 2 },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      {examples.map((example) => (
        <div key={example.label}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {example.label}
          </Typography>
          <Pagination
            count={20}
            defaultPage={10}
            siblingCount={example.siblingCount}
            boundaryCount={example.boundaryCount}
            aria-label={example.label}
          />
        </div>
      ))}
    </Stack>
  );
}
