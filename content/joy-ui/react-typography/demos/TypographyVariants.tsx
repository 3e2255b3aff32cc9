import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      {(['plain', 'outlined', 'soft', 'solid'] as const).map((variant) => (
        <Typography key={variant} variant={variant} color="primary" level="body-md">
          A {variant} highlight
        </Typography>
      ))}
      <Typography level="body-md">
        Text with a{' '}
        <Typography variant="soft" color="warning">
          soft warning mark
        </Typography>{' '}
        in the middle of a sentence.
      </Typography>
    </Box>
  );
}
