import Box from '@mui/system/Box';

const cell = { px: 2, py: 1, border: 1, borderColor: 'divider', color: 'text.primary' };

export default function VisibilityDemo() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={cell}>First</Box>
      <Box sx={{ ...cell, visibility: 'hidden' }}>Hidden, space kept</Box>
      <Box sx={cell}>Third</Box>
      <Box sx={{ ...cell, display: 'none' }}>Removed</Box>
      <Box sx={cell}>Fifth</Box>
    </Box>
  );
}
