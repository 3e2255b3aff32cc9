import Box from '@mui/system/Box';

export default function ThemeKeys() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ p: 2, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>palette</Box>
      <Box sx={{ p: 2, boxShadow: 3, bgcolor: 'background.paper', color: 'text.primary' }}>shadows</Box>
      <Box sx={{ p: 2, borderRadius: 3, border: 1, color: 'text.primary' }}>shape.borderRadius</Box>
      <Box sx={{ p: 2, typography: 'subtitle2', color: 'text.primary', border: 1, borderColor: 'divider' }}>typography</Box>
      <Box sx={{ p: { xs: 1, sm: 3 }, border: 1, borderColor: 'divider', color: 'text.primary' }}>spacing + breakpoints</Box>
    </Box>
  );
}
