import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '864' },
  { label: 'Conversion', value: '6.9%' },
];

export default function ResponsiveStack() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2, md: 4 }}
      sx={{ width: '100%' }}
    >
      {stats.map((stat) => (
        <Paper key={stat.label} variant="outlined" sx={{ flex: 1, p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
          <Typography variant="h5" component="p">
            {stat.value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
