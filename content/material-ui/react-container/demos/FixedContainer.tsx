import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FixedContainer() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2, minHeight: '100vh' }}>
      <Container fixed>
        <Box
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
          }}
        >
          <Typography variant="body2">
            This container jumps between fixed widths: 600px from the sm breakpoint, 900px
            from md, 1200px from lg. Resize the window to see it snap instead of
            stretching.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
