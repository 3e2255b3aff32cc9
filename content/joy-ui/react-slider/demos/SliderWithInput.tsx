import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const clamp = (value: number) => Math.min(100, Math.max(0, value));

export default function SliderWithInput() {
  const [opacity, setOpacity] = React.useState(75);

  return (
    <Box sx={{ width: 340, maxWidth: '100%' }}>
      <Typography id="opacity-label" level="title-sm" gutterBottom>
        Layer opacity
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Slider
          aria-labelledby="opacity-label"
          value={opacity}
          onChange={(event, value) => setOpacity(value as number)}
          sx={{ flex: 1 }}
        />
        <Input
          type="number"
          size="sm"
          value={opacity}
          onChange={(event) => setOpacity(clamp(Number(event.target.value)))}
          endDecorator="%"
          slotProps={{ input: { min: 0, max: 100, 'aria-labelledby': 'opacity-label' } }}
          sx={{ width: 90 }}
        />
      </Box>
    </Box>
  );
}
