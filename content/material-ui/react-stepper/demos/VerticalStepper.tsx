import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Create a repository',
    description: 'Give the project a name and choose who can see it.',
  },
  {
    label: 'Add a deploy key',
    description: 'Paste the public key of your build server so it can pull the code.',
  },
  {
    label: 'Configure the pipeline',
    description:
      'Pick a template for tests and deployment, then adjust the branches it runs on.',
  },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = useState(0);

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel
              optional={
                index === steps.length - 1 ? (
                  <Typography variant="caption">Last step</Typography>
                ) : undefined
              }
            >
              {step.label}
            </StepLabel>
            <StepContent>
              <Typography>{step.description}</Typography>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button variant="contained" onClick={() => setActiveStep(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button disabled={index === 0} onClick={() => setActiveStep(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper square elevation={0} sx={{ p: 3 }}>
          <Typography>
            The project is ready. Push a commit to run the pipeline.
          </Typography>
          <Button onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Reset
          </Button>
        </Paper>
      )}
    </Box>
  );
}
