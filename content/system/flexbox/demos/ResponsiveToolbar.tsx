import Box from '@mui/system/Box';

export default function ResponsiveToolbar() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        gap: 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
      }}
    >
      <Box sx={{ fontWeight: 'bold' }}>Invoices</Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: { xs: 'flex-end', sm: 'flex-start' } }}>
        <Box component="button" type="button" sx={{ font: 'inherit', px: 2, py: 0.5, cursor: 'pointer' }}>
          Export
        </Box>
        <Box component="button" type="button" sx={{ font: 'inherit', px: 2, py: 0.5, cursor: 'pointer' }}>
          New invoice
        </Box>
      </Box>
    </Box>
  );
}
