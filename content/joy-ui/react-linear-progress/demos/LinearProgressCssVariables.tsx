import Stack from '@mui/joy/Stack';
import LinearProgress from '@mui/joy/LinearProgress';

export default function LinearProgressCssVariables() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <LinearProgress
        determinate
        value={45}
        aria-label="Square ends, 45%"
        sx={{ '--LinearProgress-radius': '0px', '--LinearProgress-thickness': '10px' }}
      />
      <LinearProgress
        determinate
        value={45}
        variant="outlined"
        aria-label="Thin bar in a thick track, 45%"
        sx={{ '--LinearProgress-thickness': '14px', '--LinearProgress-progressThickness': '6px' }}
      />
      <LinearProgress
        aria-label="Slow, loading"
        sx={{ '--LinearProgress-circulation': '5s ease-in-out 0s infinite normal none running' }}
      />
    </Stack>
  );
}
