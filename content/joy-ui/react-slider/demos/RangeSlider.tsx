import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([20, 60]);

  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="price-range" level="title-sm" gutterBottom>
        Price: ${range[0]} to ${range[1]}
      </Typography>
      <Slider
        aria-labelledby="price-range"
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => `$${value}`}
        value={range}
        onChange={(event, newRange) => setRange(newRange as number[])}
        valueLabelDisplay="auto"
        disableSwap
      />
    </Box>
  );
}
