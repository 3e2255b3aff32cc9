import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TypographyColors() {
  return (
    <Stack spacing={1}>
      <Typography color="text.primary">
        text.primary: the main text colour
      </Typography>
      <Typography color="text.secondary">text.secondary: supporting text</Typography>
      <Typography color="primary">primary: same as primary.main</Typography>
      <Typography color="error.main">error.main: Your card has expired.</Typography>
      <Typography color="success.dark">success.dark: Payment received.</Typography>
      <Typography fontWeight="bold" fontStyle="italic">
        System props: bold and italic
      </Typography>
      <Typography letterSpacing={2} textTransform="uppercase" fontSize="0.875rem">
        System props: letter spacing and case
      </Typography>
    </Stack>
  );
}
