import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const steps = [0, 25, 50, 75, 100];

export default function DeterminateLinearProgress() {
  const [step, setStep] = React.useState(1);
  const value = steps[step] ?? 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
      <Typography id="profile-progress" level="body-sm">
        Profile {value}% complete
      </Typography>
      <LinearProgress
        determinate
        value={value}
        aria-labelledby="profile-progress"
        sx={{ '&::before': { transition: 'inline-size 0.3s' } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="sm"
          variant="outlined"
          disabled={step === 0}
          onClick={() => setStep(step - 1)}
        >
          Back
        </Button>
        <Button size="sm" disabled={step === steps.length - 1} onClick={() => setStep(step + 1)}>
          Next step
        </Button>
      </Box>
    </Box>
  );
}
