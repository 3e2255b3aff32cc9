import Box from '@mui/system/Box';

export default function ThemePaths() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 2, borderRadius: 1 }}>
        primary.main
      </Box>
      <Box sx={{ bgcolor: 'grey.200', color: 'grey.900', p: 2, borderRadius: 1 }}>grey.200</Box>
      <Box sx={{ color: 'error.main', border: 1, borderColor: 'error.main', p: 2, borderRadius: 1 }}>
        error.main
      </Box>
      <Box sx={{ typography: 'overline', color: 'text.secondary', p: 2 }}>typography: overline</Box>
      <Box sx={{ boxShadow: 4, p: 2, borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}>
        boxShadow: 4
      </Box>
      <Box sx={{ fontWeight: 'fontWeightLight', fontSize: 24, color: 'text.primary', p: 2 }}>
        fontWeightLight
      </Box>
    </Box>
  );
}
