import Box from '@mui/system/Box';

const item = { p: 1, minWidth: 64, textAlign: 'center', borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' };

export default function OrderAndAlignSelf() {
  return (
    <Box sx={{ display: 'flex', gap: 1, height: 120, p: 1, border: 1, borderColor: 'divider', alignItems: 'flex-start' }}>
      <Box sx={{ ...item, order: 3 }}>First in code</Box>
      <Box sx={{ ...item, order: 1, alignSelf: 'center' }}>Second</Box>
      <Box sx={{ ...item, order: 2, alignSelf: 'flex-end' }}>Third</Box>
    </Box>
  );
}
