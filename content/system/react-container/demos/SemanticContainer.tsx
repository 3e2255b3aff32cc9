import Container from '@mui/system/Container';
import Box from '@mui/system/Box';

export default function SemanticContainer() {
  return (
    <Container component="article" maxWidth="sm" sx={{ py: 2, color: 'text.primary', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="h3" sx={{ mt: 0, typography: 'h6' }}>
        Release 3.1
      </Box>
      <Box component="p" sx={{ mb: 0 }}>
        The container is the article itself, with its width limit and side padding.
      </Box>
    </Container>
  );
}
