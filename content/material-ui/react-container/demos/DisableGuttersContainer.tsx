import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

function Content({ label }: { label: string }) {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        px: 1.5,
        py: 1,
        typography: 'body2',
      }}
    >
      {label}
    </Box>
  );
}

export default function DisableGuttersContainer() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Container maxWidth="sm" sx={{ bgcolor: 'warning.light' }}>
        <Content label="Default gutters: 16px, 24px from the sm breakpoint" />
      </Container>
      <Container maxWidth="sm" disableGutters sx={{ bgcolor: 'warning.light' }}>
        <Content label="disableGutters: no horizontal padding" />
      </Container>
    </Stack>
  );
}
