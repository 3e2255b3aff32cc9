import Box from '@mui/joy/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        p: { xs: 1, md: 3 },
        borderRadius: 'md',
        bgcolor: 'background.level1',
      }}
    >
      <Box sx={{ flex: 1, p: 2, borderRadius: 'sm', bgcolor: 'background.surface' }}>
        Stacked below 600 px
      </Box>
      <Box sx={{ flex: 1, p: 2, borderRadius: 'sm', bgcolor: 'background.surface' }}>
        Side by side from 600 px
      </Box>
    </Box>
  );
}
