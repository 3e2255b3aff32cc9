import Box from '@mui/system/Box';

export default function OutlineFocus() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box
        component="button"
        type="button"
        sx={{
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          cursor: 'pointer',
          outline: 0,
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: '2px' },
        }}
      >
        Tab to me
      </Box>
      <Box sx={{ px: 2, py: 1, outline: 2, outlineColor: 'warning.main', color: 'text.primary' }}>
        Always outlined
      </Box>
    </Box>
  );
}
