import Stack from '@mui/system/Stack';
import Box from '@mui/system/Box';

const plans = ['Starter', 'Team', 'Enterprise'];

export default function ResponsiveStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      {plans.map((plan) => (
        <Box key={plan} sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.primary' }}>
          {plan}
        </Box>
      ))}
    </Stack>
  );
}
