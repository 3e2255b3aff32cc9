import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FluidContainer() {
  return (
    <Box sx={{ width: '100%', bgcolor: 'action.hover', py: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, p: 2, boxShadow: 1 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 'medium' }}>
            Reset your password
          </Typography>
          <Typography variant="body2" color="text.secondary">
            This container is at most 600px wide and stays centred. On narrower screens it
            takes the full width, minus the gutters on each side.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
