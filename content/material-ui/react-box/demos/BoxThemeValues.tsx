import Box from '@mui/material/Box';

export default function BoxThemeValues() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: 2,
          borderRadius: 1,
          typography: 'subtitle2',
        }}
      >
        primary.main, p: 2
      </Box>
      <Box
        sx={{
          bgcolor: 'background.paper',
          color: 'text.secondary',
          px: 3,
          py: 1.5,
          borderRadius: 2,
          boxShadow: 3,
          typography: 'body2',
        }}
      >
        boxShadow: 3, borderRadius: 2
      </Box>
      <Box
        sx={{
          border: 2,
          borderColor: 'success.main',
          color: 'success.dark',
          width: 0.4,
          minWidth: 160,
          p: 1,
          fontWeight: 'fontWeightBold',
        }}
      >
        width: 0.4 (40%)
      </Box>
    </Box>
  );
}
