import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function ChipVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Chip key={variant} variant={variant}>
          {variant}
        </Chip>
      ))}
    </Box>
  );
}
