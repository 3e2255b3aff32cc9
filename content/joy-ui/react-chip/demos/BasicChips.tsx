import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

export default function BasicChips() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Chip>Vegetarian</Chip>
      <Chip>Gluten free</Chip>
      <Chip>Under 30 minutes</Chip>
    </Box>
  );
}
