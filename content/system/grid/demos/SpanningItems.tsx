import Box from '@mui/system/Box';

const cell = { p: 1.5, borderRadius: 1, color: 'primary.contrastText', bgcolor: 'primary.main' };

export default function SpanningItems() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gridAutoRows: 56, gap: 1 }}>
      <Box sx={{ ...cell, gridColumn: 'span 2', bgcolor: 'primary.dark' }}>span 2 columns</Box>
      <Box sx={cell}>3</Box>
      <Box sx={{ ...cell, gridRow: 'span 2' }}>span 2 rows</Box>
      <Box sx={{ ...cell, gridColumn: '1 / -2', bgcolor: 'secondary.main' }}>1 / -2</Box>
    </Box>
  );
}
