import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const min = 0;
const max = 100;

export default function InputSlider() {
  const [opacity, setOpacity] = useState<number | ''>(80);

  const handleInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOpacity(event.target.value === '' ? '' : Number(event.target.value));
  };

  const handleBlur = () => {
    if (opacity === '' || opacity < min) {
      setOpacity(min);
    } else if (opacity > max) {
      setOpacity(max);
    }
  };

  return (
    <Box sx={{ width: 320 }}>
      <Typography id="input-slider-label" gutterBottom>
        Layer opacity
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Slider
          aria-labelledby="input-slider-label"
          value={typeof opacity === 'number' ? opacity : min}
          onChange={(_event, value) => setOpacity(value as number)}
          getAriaValueText={(value) => `${value}%`}
        />
        <Input
          value={opacity}
          size="small"
          onChange={handleInputChange}
          onBlur={handleBlur}
          endAdornment="%"
          inputProps={{
            step: 5,
            min,
            max,
            type: 'number',
            'aria-labelledby': 'input-slider-label',
          }}
          sx={{ width: 80 }}
        />
      </Stack>
    </Box>
  );
}
