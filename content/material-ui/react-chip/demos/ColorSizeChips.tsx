import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const statuses = [
  { label: 'Draft', color: 'default' },
  { label: 'In review', color: 'primary' },
  { label: 'Scheduled', color: 'secondary' },
  { label: 'Published', color: 'success' },
  { label: 'Rejected', color: 'error' },
] as const;

export default function ColorSizeChips() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {statuses.map((status) => (
          <Chip key={status.label} label={status.label} color={status.color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {statuses.map((status) => (
          <Chip
            key={status.label}
            label={status.label}
            color={status.color}
            variant="outlined"
            size="small"
          />
        ))}
      </Stack>
    </Stack>
  );
}
