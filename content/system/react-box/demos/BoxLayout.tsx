import Box from '@mui/system/Box';

export default function BoxLayout() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' },
        gap: 2,
        color: 'text.primary',
      }}
    >
      <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>Filters</Box>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 120 }}>Results</Box>
    </Box>
  );
}
