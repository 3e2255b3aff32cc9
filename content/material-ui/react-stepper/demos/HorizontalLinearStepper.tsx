import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Shipping address', 'Gift message', 'Payment', 'Review order'];
const optionalStep = 1;

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = useState(0);
  const [skipped, setSkipped] = useState<Set<number>>(new Set());

  const handleNext = () => {
    setSkipped((previous) => {
      const next = new Set(previous);
      next.delete(activeStep);
      return next;
    });
    setActiveStep((step) => step + 1);
  };

  const handleSkip = () => {
    setSkipped((previous) => new Set(previous).add(activeStep));
    setActiveStep((step) => step + 1);
  };

  const handleReset = () => {
    setSkipped(new Set());
    setActiveStep(0);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.has(index) ? false : undefined}>
            <StepLabel
              optional={
                index === optionalStep ? (
                  <Typography variant="caption">Optional</Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography>
            Your order is placed. A confirmation email is on its way.
          </Typography>
          <Button onClick={handleReset} sx={{ mt: 2 }}>
            Start a new order
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 3 }}>
          <Typography>
            Step {activeStep + 1} of {steps.length}: {steps[activeStep]}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button
              color="inherit"
              disabled={activeStep === 0}
              onClick={() => setActiveStep((step) => step - 1)}
            >
              Back
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {activeStep === optionalStep && (
              <Button color="inherit" onClick={handleSkip}>
                Skip
              </Button>
            )}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
