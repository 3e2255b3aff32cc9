import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const colors = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;

export default function SliderColorsSizes() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%', px: 1 }}>
      {colors.map((color, index) => (
        <Slider
          key={color}
          color={color}
          size={index % 2 === 0 ? 'medium' : 'small'}
          defaultValue={30 + index * 10}
          aria-label={`${color} ${index % 2 === 0 ? 'medium' : 'small'} slider`}
          valueLabelDisplay="auto"
        />
      ))}
    </Box>
  );
}
