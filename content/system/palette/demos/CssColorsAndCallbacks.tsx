import Box from '@mui/system/Box';

export default function CssColorsAndCallbacks() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ bgcolor: '#004d40', color: '#ffffff', p: 2, borderRadius: 1 }}>#004d40</Box>
      <Box sx={{ bgcolor: 'rgb(255 236 179)', color: 'rgb(62 39 35)', p: 2, borderRadius: 1 }}>rgb(255 236 179)</Box>
      <Box sx={{ color: 'primary.main', border: 1, borderColor: 'currentColor', p: 2, borderRadius: 1 }}>currentColor</Box>
      <Box sx={{ bgcolor: 'transparent', color: 'text.primary', border: 1, borderStyle: 'dashed', p: 2, borderRadius: 1 }}>
        transparent
      </Box>
    </Box>
  );
}
