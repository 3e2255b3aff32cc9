import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function scale(step: number) {
  return 2 ** step;
}

function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

export default function NonLinearSlider() {
  const [step, setStep] = useState(6);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id="non-linear-slider-label" gutterBottom>
        Storage: {formatSize(scale(step))}
      </Typography>
      <Slider
        aria-labelledby="non-linear-slider-label"
        value={step}
        onChange={(_event, value) => setStep(value as number)}
        min={4}
        max={12}
        step={1}
        marks
        scale={scale}
        getAriaValueText={formatSize}
        valueLabelFormat={formatSize}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
