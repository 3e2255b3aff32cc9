import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function valueText(value: number) {
  return `${value} guests`;
}

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        aria-label="Number of guests"
        defaultValue={4}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={1}
        marks
        min={1}
        max={10}
      />
      <Slider
        aria-label="Number of guests, small"
        defaultValue={6}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={2}
        marks
        min={2}
        max={12}
        size="small"
        color="secondary"
      />
    </Box>
  );
}
