import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TypographySxColor() {
  return (
    <Stack spacing={1}>
      <Typography sx={{ color: 'primary.dark' }}>
        sx with a palette path: Your order has shipped.
      </Typography>
      <Typography
        sx={(theme) => ({
          ...theme.typography.subtitle2,
          color: 'secondary.main',
          borderLeft: 4,
          borderColor: 'secondary.main',
          pl: theme.spacing(1.5),
        })}
      >
        sx with a theme callback: Your changes sync every five minutes.
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          '& strong': { color: 'text.primary' },
        }}
      >
        Nested selectors: <strong>3 items</strong> in your basket.
      </Typography>
    </Stack>
  );
}
