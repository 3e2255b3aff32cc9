import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 50;

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [range, setRange] = useState<[number, number]>([150, 600]);

  const handleChange = (
    _event: Event,
    newValue: number | number[],
    activeThumb: number,
  ) => {
    const [low, high] = newValue as [number, number];
    if (activeThumb === 0) {
      setRange([Math.min(low, range[1] - minDistance), range[1]]);
    } else {
      setRange([range[0], Math.max(high, range[0] + minDistance)]);
    }
  };

  return (
    <Box sx={{ width: 320, px: 1 }}>
      <Typography gutterBottom>Price per night</Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        value={range}
        onChange={handleChange}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        getAriaValueText={formatPrice}
        min={0}
        max={1000}
        step={10}
        disableSwap
      />
      <Typography variant="body2" color="text.secondary">
        {formatPrice(range[0])} to {formatPrice(range[1])}
      </Typography>
    </Box>
  );
}
