import Box from '@mui/system/Box';

const region = { p: 1.5, borderRadius: 1, color: 'text.primary', border: 1, borderColor: 'divider' };

export default function TemplateAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: `"header" "main" "sidebar" "footer"`,
          sm: `"header header" "sidebar main" "footer footer"`,
        },
      }}
    >
      <Box sx={{ ...region, gridArea: 'header', bgcolor: 'action.hover' }}>Header</Box>
      <Box sx={{ ...region, gridArea: 'sidebar' }}>Sidebar</Box>
      <Box sx={{ ...region, gridArea: 'main', minHeight: 96 }}>Main content</Box>
      <Box sx={{ ...region, gridArea: 'footer', bgcolor: 'action.hover' }}>Footer</Box>
    </Box>
  );
}
