import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  { value: 16, label: '16 °C' },
  { value: 19, label: 'Eco' },
  { value: 21, label: 'Comfort' },
  { value: 26, label: '26 °C' },
];

function valueText(value: number) {
  return `${value} degrees Celsius`;
}

export default function SliderMarks() {
  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Typography id="slider-marks-any-label" gutterBottom>
        Target temperature
      </Typography>
      <Slider
        aria-labelledby="slider-marks-any-label"
        defaultValue={20}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        min={16}
        max={26}
        step={0.5}
        marks={marks}
      />
      <Typography id="slider-marks-only-label" gutterBottom sx={{ mt: 2 }}>
        Preset (snaps to the marks)
      </Typography>
      <Slider
        aria-labelledby="slider-marks-only-label"
        defaultValue={21}
        getAriaValueText={valueText}
        min={16}
        max={26}
        step={null}
        marks={marks}
      />
    </Box>
  );
}
