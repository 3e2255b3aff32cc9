import Container from '@mui/system/Container';
import Box from '@mui/system/Box';

export default function NoGutters() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, bgcolor: 'action.hover', py: 1 }}>
      <Container maxWidth="sm">
        <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', p: 1 }}>With gutters</Box>
      </Container>
      <Container maxWidth="sm" disableGutters>
        <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', p: 1 }}>disableGutters</Box>
      </Container>
    </Box>
  );
}
