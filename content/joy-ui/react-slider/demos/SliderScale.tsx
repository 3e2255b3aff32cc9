import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const toBytes = (exponent: number) => 2 ** exponent;
const formatBytes = (value: number) => (value >= 1024 ? `${value / 1024} GB` : `${value} MB`);

export default function SliderScale() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', pt: 4 }}>
      <Slider
        aria-label="Memory limit"
        defaultValue={9}
        min={6}
        max={14}
        step={1}
        marks
        scale={toBytes}
        valueLabelDisplay="on"
        valueLabelFormat={formatBytes}
        getAriaValueText={formatBytes}
      />
    </Box>
  );
}
