import Box from '@mui/system/Box';

export default function ProfileCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 340,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'bold',
        }}
      >
        MK
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 'bold' }}>Mira Kowalski</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Platform engineer · Kraków</Box>
      </Box>
    </Box>
  );
}
