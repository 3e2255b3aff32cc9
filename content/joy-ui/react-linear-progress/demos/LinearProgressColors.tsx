import Stack from '@mui/joy/Stack';
import LinearProgress from '@mui/joy/LinearProgress';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function LinearProgressColors() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
      {colors.map((color) => (
        <LinearProgress key={color} color={color} aria-label={`Loading (${color})`} />
      ))}
    </Stack>
  );
}
