import Box from '@mui/system/Box';

export default function CustomShadow() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1, color: 'text.primary' }}>
      <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.paper', boxShadow: '0 0 0 3px rgba(25, 118, 210, 0.5)' }}>
        A ring
      </Box>
      <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.paper', boxShadow: 'inset 0 2px 6px rgba(0, 0, 0, 0.35)' }}>
        Inset
      </Box>
      <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.paper', boxShadow: (theme) => `${theme.spacing(0.5, 0.5)} 0 rgba(0, 0, 0, 0.6)` }}>
        Hard offset
      </Box>
    </Box>
  );
}
