import Container from '@mui/system/Container';
import Box from '@mui/system/Box';

const widths = ['xs', 'sm', 'md', false] as const;

export default function MaxWidths() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, bgcolor: 'action.hover', py: 1 }}>
      {widths.map((maxWidth) => (
        <Container key={String(maxWidth)} maxWidth={maxWidth}>
          <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 1, fontSize: 14 }}>
            {`maxWidth={${maxWidth === false ? 'false' : `'${maxWidth}'`}}`}
          </Box>
        </Container>
      ))}
    </Box>
  );
}
