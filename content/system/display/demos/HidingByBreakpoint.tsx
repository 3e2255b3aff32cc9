import Box from '@mui/system/Box';

const panel = { p: 1.5, borderRadius: 1, color: 'text.primary', border: 1 };

export default function HidingByBreakpoint() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ ...panel, borderColor: 'primary.main', display: { xs: 'block', sm: 'none' } }}>
        Shown below 600px only (xs)
      </Box>
      <Box sx={{ ...panel, borderColor: 'secondary.main', display: { xs: 'none', sm: 'block', md: 'none' } }}>
        Shown from 600px to 899px only (sm)
      </Box>
      <Box sx={{ ...panel, borderColor: 'success.main', display: { xs: 'none', md: 'block' } }}>
        Shown from 900px (md and up)
      </Box>
    </Box>
  );
}
