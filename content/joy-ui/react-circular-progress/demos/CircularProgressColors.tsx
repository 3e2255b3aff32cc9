import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CircularProgressColors() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <CircularProgress key={color} color={color} aria-label={`Loading (${color})`} />
      ))}
    </Box>
  );
}
