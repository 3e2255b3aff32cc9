import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = ['Create an account', 'Verify your email', 'Invite your team'];

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {steps.map((step, index) => (
        <Paper key={step} variant="outlined" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Step {index + 1}
          </Typography>
          <Typography>{step}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
