import Box from '@mui/system/Box';

const chip = { px: 1, py: 0.5, m: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 };

export default function DisplayValues() {
  return (
    <Box sx={{ color: 'text.primary' }}>
      <Box sx={{ mb: 2 }}>
        <Box component="span" sx={{ ...chip, display: 'inline' }}>inline</Box>
        <Box component="span" sx={{ ...chip, display: 'inline' }}>inline</Box>
      </Box>
      <Box sx={{ mb: 2 }}>
        <Box component="span" sx={{ ...chip, display: 'block' }}>block</Box>
        <Box component="span" sx={{ ...chip, display: 'block' }}>block</Box>
      </Box>
      <Box>
        <Box component="span" sx={{ ...chip, display: 'inline-block', width: 120 }}>inline-block</Box>
        <Box component="span" sx={{ ...chip, display: 'inline-block', width: 120 }}>inline-block</Box>
      </Box>
    </Box>
  );
}
