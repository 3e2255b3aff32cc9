import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

export default function SliderMarks() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, width: 300, maxWidth: '100%', px: 1.5 }}>
      <Slider
        aria-label="Temperature"
        defaultValue={20}
        marks={marks}
        getAriaValueText={(value) => `${value} degrees Celsius`}
        valueLabelDisplay="auto"
      />
      <Slider
        aria-label="Temperature, marked values only"
        defaultValue={37}
        step={null}
        marks={marks}
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />
    </Box>
  );
}
