import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  { label: 'Espresso beans, 1 kg', price: '€24.00' },
  { label: 'Milk frother', price: '€39.90' },
  { label: 'Shipping', price: '€4.90' },
];

export default function BasicDivider() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 360 }}>
      <Typography component="p" variant="subtitle1" fontWeight={600}>
        Order summary
      </Typography>
      <Stack spacing={1} sx={{ my: 2 }}>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" justifyContent="space-between">
            <Typography variant="body2">{line.label}</Typography>
            <Typography variant="body2">{line.price}</Typography>
          </Stack>
        ))}
      </Stack>
      <Divider />
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
        <Typography fontWeight={600}>Total</Typography>
        <Typography fontWeight={600}>€68.80</Typography>
      </Stack>
    </Paper>
  );
}
