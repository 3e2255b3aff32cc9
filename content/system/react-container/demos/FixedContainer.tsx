import Container from '@mui/system/Container';
import Box from '@mui/system/Box';

export default function FixedContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
      <Container fixed>
        <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', p: 2, border: 1, borderColor: 'divider' }}>
          fixed: the width jumps to each breakpoint&apos;s value instead of following the window. Resize to see it.
        </Box>
      </Container>
    </Box>
  );
}
