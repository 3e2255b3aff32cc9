import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SliderSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 300, maxWidth: '100%' }}>
      {sizes.map((size) => (
        <Slider key={size} size={size} defaultValue={50} aria-label={`Size ${size}`} />
      ))}
    </Box>
  );
}
