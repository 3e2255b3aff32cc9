import Box from '@mui/system/Box';

export default function SxBasics() {
  return (
    <Box
      sx={{
        p: 2,
        maxWidth: 320,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Monthly revenue</Box>
      <Box sx={{ color: 'text.primary', fontSize: 32, fontWeight: 'bold' }}>$48,250</Box>
      <Box component="span" sx={{ color: 'success.dark', fontWeight: 'medium', fontSize: 14 }}>
        +12.4%
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 14, ml: 1 }}>
        since last month
      </Box>
    </Box>
  );
}
