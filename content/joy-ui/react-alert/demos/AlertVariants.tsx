import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function AlertVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="primary" role="note">
          A {variant} alert: your next invoice is due on the 1st.
        </Alert>
      ))}
    </Box>
  );
}
