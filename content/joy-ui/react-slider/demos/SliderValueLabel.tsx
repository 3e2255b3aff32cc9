import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const formatPrice = (value: number) => `$${value}`;

export default function SliderValueLabel() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5, width: 300, maxWidth: '100%', pt: 4 }}>
      <Slider
        aria-label="Budget"
        defaultValue={250}
        max={500}
        step={10}
        valueLabelDisplay="on"
        valueLabelFormat={formatPrice}
        getAriaValueText={formatPrice}
      />
      <Slider aria-label="Brightness" defaultValue={70} valueLabelDisplay="auto" valueLabelFormat={(value) => `${value}%`} />
    </Box>
  );
}
