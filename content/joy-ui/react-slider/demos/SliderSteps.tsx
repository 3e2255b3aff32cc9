import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderSteps() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Slider
        aria-label="Rating"
        defaultValue={3}
        min={1}
        max={5}
        step={1}
        marks
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
