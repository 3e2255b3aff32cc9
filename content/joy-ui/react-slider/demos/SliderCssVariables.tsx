import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderCssVariables() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: 300, maxWidth: '100%' }}>
      <Slider
        aria-label="Thick track"
        defaultValue={60}
        sx={{ '--Slider-trackSize': '12px', '--Slider-thumbSize': '24px', '--Slider-thumbWidth': '24px' }}
      />
      <Slider
        aria-label="Bar thumb"
        defaultValue={35}
        color="neutral"
        sx={{ '--Slider-thumbWidth': '6px', '--Slider-thumbSize': '22px', '--Slider-thumbRadius': '2px', '--Slider-trackRadius': '2px' }}
      />
    </Box>
  );
}
