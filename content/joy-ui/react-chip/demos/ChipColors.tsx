import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const statuses = [
  { label: 'Draft', color: 'neutral' },
  { label: 'In review', color: 'primary' },
  { label: 'Approved', color: 'success' },
  { label: 'Needs changes', color: 'warning' },
  { label: 'Rejected', color: 'danger' },
] as const;

export default function ChipColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {(['soft', 'solid', 'outlined'] as const).map((variant) => (
        <Box key={variant} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {statuses.map(({ label, color }) => (
            <Chip key={color} color={color} variant={variant}>
              {label}
            </Chip>
          ))}
        </Box>
      ))}
    </Box>
  );
}
