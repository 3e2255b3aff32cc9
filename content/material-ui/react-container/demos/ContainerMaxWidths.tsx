import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Stack from '@mui/material/Stack';

const sizes: Array<{ maxWidth: ContainerProps['maxWidth']; label: string }> = [
  { maxWidth: 'xs', label: 'maxWidth="xs" (444px)' },
  { maxWidth: 'sm', label: 'maxWidth="sm" (600px)' },
  { maxWidth: 'md', label: 'maxWidth="md" (900px)' },
  { maxWidth: false, label: 'maxWidth={false} (no limit)' },
];

export default function ContainerMaxWidths() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {sizes.map((size) => (
        <Container key={size.label} maxWidth={size.maxWidth} disableGutters>
          <Box
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
              px: 1.5,
              py: 1,
              typography: 'body2',
              fontFamily: 'monospace',
            }}
          >
            {size.label}
          </Box>
        </Container>
      ))}
    </Stack>
  );
}
