import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

export default function DeterminateCircularProgress() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {[10, 40, 75, 100].map((value) => (
        <CircularProgress
          key={value}
          determinate
          value={value}
          aria-label={`Backup ${value}% complete`}
        />
      ))}
    </Box>
  );
}
