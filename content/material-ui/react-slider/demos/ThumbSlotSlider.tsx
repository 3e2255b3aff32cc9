import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import LightModeIcon from '@mui/icons-material/LightMode';

// A slot component receives the slot's props and children (the hidden
// <input> and the value label): pass them on to keep the slider working.
function SunThumb({ children, ...other }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <SliderThumb {...other}>
      {children}
      <LightModeIcon sx={{ fontSize: 16, color: 'warning.contrastText' }} />
    </SliderThumb>
  );
}

export default function ThumbSlotSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', px: 2 }}>
      <Slider
        aria-label="Screen brightness"
        defaultValue={70}
        color="warning"
        slots={{ thumb: SunThumb }}
        slotProps={{ rail: { style: { opacity: 0.5 } } }}
        sx={{ '& .MuiSlider-thumb': { width: 28, height: 28 } }}
      />
    </Box>
  );
}
