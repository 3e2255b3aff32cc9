import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SxOneOff() {
  const [volume, setVolume] = useState(40);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="sx-one-off-volume" variant="body2" gutterBottom>
        Volume: {volume}%
      </Typography>
      <Slider
        aria-labelledby="sx-one-off-volume"
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        sx={{
          color: 'success.main',
          height: 8,
          // A slot of the component, by its class name.
          '& .MuiSlider-thumb': {
            width: 20,
            height: 20,
            borderRadius: 1,
          },
          // A state: the thumb while it is being dragged.
          '& .MuiSlider-thumb.Mui-active': {
            boxShadow: '0 0 0 8px rgba(46, 125, 50, 0.16)',
          },
          '& .MuiSlider-rail': { opacity: 0.2 },
        }}
      />
    </Box>
  );
}
