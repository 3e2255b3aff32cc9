import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

export default function CircularProgressThickness() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress size="lg" thickness={2} determinate value={60} aria-label="Thin, 60%" />
      <CircularProgress size="lg" thickness={10} determinate value={60} aria-label="Thick, 60%" />
      <CircularProgress
        size="lg"
        determinate
        value={60}
        aria-label="Thin track, thick progress, 60%"
        sx={{
          '--CircularProgress-trackThickness': '2px',
          '--CircularProgress-progressThickness': '10px',
        }}
      />
    </Box>
  );
}
