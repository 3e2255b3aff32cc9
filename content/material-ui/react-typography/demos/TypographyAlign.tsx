import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const alignments = ['left', 'center', 'right', 'justify'] as const;

export default function TypographyAlign() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      {alignments.map((align) => (
        <div key={align}>
          <Typography variant="overline" component="p" align={align}>
            align=&quot;{align}&quot;
          </Typography>
          <Typography variant="body2" align={align}>
            The library opens at nine on weekdays and at ten on Saturdays. Members
            can borrow up to twelve books at a time and renew them online.
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
