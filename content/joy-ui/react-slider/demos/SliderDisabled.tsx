import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderDisabled() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider disabled defaultValue={30} marks step={10} aria-label="Bitrate (locked)" />
    </Box>
  );
}
