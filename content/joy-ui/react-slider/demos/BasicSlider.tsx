import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function BasicSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider defaultValue={40} aria-label="Volume" />
    </Box>
  );
}
