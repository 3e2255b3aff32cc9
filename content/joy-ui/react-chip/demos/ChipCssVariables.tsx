import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';

export default function ChipCssVariables() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        variant="outlined"
        color="primary"
        sx={{ '--Chip-radius': '6px', '--Chip-paddingInline': '1rem', '--Chip-minHeight': '2rem' }}
      >
        Square corners
      </Chip>
      <Chip
        variant="soft"
        endDecorator={<ChipDelete aria-label="Remove filter" onDelete={() => {}} />}
        sx={{ '--Chip-deleteSize': '1.5rem', '--Chip-deleteRadius': '4px', gap: '0.75rem' }}
      >
        Larger delete button
      </Chip>
    </Box>
  );
}
