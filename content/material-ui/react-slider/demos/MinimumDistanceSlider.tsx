import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 2;

function formatHour(value: number) {
  return `${String(value).padStart(2, '0')}:00`;
}

export default function MinimumDistanceSlider() {
  const [swapping, setSwapping] = useState<number[]>([9, 17]);
  const [pushing, setPushing] = useState<[number, number]>([9, 17]);

  // Moving one thumb too close pushes the other one along, when there is room.
  const handlePush = (_event: Event, newValue: number | number[], activeThumb: number) => {
    const [start, end] = newValue as [number, number];
    if (end - start >= minDistance) {
      setPushing([start, end]);
    } else if (activeThumb === 0) {
      const clamped = Math.min(start, 24 - minDistance);
      setPushing([clamped, clamped + minDistance]);
    } else {
      const clamped = Math.max(end, minDistance);
      setPushing([clamped - minDistance, clamped]);
    }
  };

  return (
    <Box sx={{ width: 320, maxWidth: '100%', px: 2 }}>
      <Typography gutterBottom>
        Thumbs can cross (default)
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Opens at' : 'Closes at')}
        getAriaValueText={formatHour}
        valueLabelFormat={formatHour}
        valueLabelDisplay="auto"
        value={swapping}
        onChange={(_event, value) => setSwapping(value as number[])}
        min={0}
        max={24}
      />
      <Typography gutterBottom sx={{ mt: 2 }}>
        disableSwap, at least {minDistance} hours apart
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Shift starts' : 'Shift ends')}
        getAriaValueText={formatHour}
        valueLabelFormat={formatHour}
        valueLabelDisplay="auto"
        value={pushing}
        onChange={handlePush}
        min={0}
        max={24}
        disableSwap
      />
      <Typography variant="body2" color="text.secondary">
        Shift: {formatHour(pushing[0])} to {formatHour(pushing[1])}
      </Typography>
    </Box>
  );
}
