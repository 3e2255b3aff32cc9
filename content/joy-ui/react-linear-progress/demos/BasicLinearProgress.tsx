import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';

export default function BasicLinearProgress() {
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <LinearProgress aria-label="Loading search results" />
    </Box>
  );
}
