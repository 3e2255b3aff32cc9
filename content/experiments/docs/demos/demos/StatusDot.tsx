import Box from '@mui/material/Box';

export default function StatusDot() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'success.main' }} />
      All systems running
    </Box>
  );
}
