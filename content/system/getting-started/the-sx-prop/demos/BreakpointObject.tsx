import Box from '@mui/system/Box';

export default function BreakpointObject() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: { xs: 1, md: 2 },
      }}
    >
      {['Plan', 'Build', 'Test', 'Ship'].map((step) => (
        <Box key={step} sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}>
          {step}
        </Box>
      ))}
    </Box>
  );
}
