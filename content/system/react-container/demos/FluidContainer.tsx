import Container from '@mui/system/Container';
import Box from '@mui/system/Box';

export default function FluidContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', p: 2, border: 1, borderColor: 'divider' }}>
          maxWidth=&quot;sm&quot;: at most 600px wide, centred, with side padding.
        </Box>
      </Container>
    </Box>
  );
}
