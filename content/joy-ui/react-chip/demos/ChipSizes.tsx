import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

export default function ChipSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="sm">Small</Chip>
      <Chip size="md">Medium</Chip>
      <Chip size="lg">Large</Chip>
    </Box>
  );
}
