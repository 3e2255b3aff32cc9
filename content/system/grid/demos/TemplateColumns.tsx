import Box from '@mui/system/Box';

const cell = { p: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, textAlign: 'center' };

export default function TemplateColumns() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {['1fr', '1fr', '1fr'].map((label, index) => (
          <Box key={index} sx={cell}>
            {label}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '80px 1fr 2fr', gap: 1 }}>
        {['80px', '1fr', '2fr'].map((label) => (
          <Box key={label} sx={cell}>
            {label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
