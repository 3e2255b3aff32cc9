import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Profile', hint: 'Add a photo and a short bio.' },
  { label: 'Notifications', hint: 'Choose which emails you want to receive.' },
  { label: 'Integrations', hint: 'Connect your calendar and chat tools.' },
];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = useState(0);
  const [completed, setCompleted] = useState<Record<number, boolean>>({});
  const completedCount = Object.values(completed).filter(Boolean).length;
  const current = steps[activeStep];

  const handleComplete = () => {
    setCompleted({ ...completed, [activeStep]: true });
    const nextOpen = steps.findIndex(
      (_, index) => index !== activeStep && !completed[index],
    );
    if (nextOpen !== -1) {
      setActiveStep(nextOpen);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((step, index) => (
          <Step key={step.label} completed={completed[index] ?? false}>
            <StepButton onClick={() => setActiveStep(index)}>{step.label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        {completedCount === steps.length ? (
          <>
            <Typography>Your workspace is set up.</Typography>
            <Button onClick={() => setCompleted({})} sx={{ mt: 2 }}>
              Start over
            </Button>
          </>
        ) : (
          <>
            <Typography>{current?.hint}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {completedCount} of {steps.length} sections done
            </Typography>
            <Button
              variant="contained"
              onClick={handleComplete}
              disabled={completed[activeStep] ?? false}
              sx={{ mt: 2 }}
            >
              {completed[activeStep] ? 'Done' : 'Mark as done'}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
