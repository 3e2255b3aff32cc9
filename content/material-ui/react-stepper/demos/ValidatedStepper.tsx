import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const steps = [
  { title: 'Your name', field: 'Full name', autoComplete: 'name' },
  { title: 'Contact', field: 'Email', autoComplete: 'email' },
  { title: 'Company', field: 'Company name', autoComplete: 'organization' },
];

export default function ValidatedStepper() {
  const [activeStep, setActiveStep] = useState(0);
  const [values, setValues] = useState(['', '', '']);
  const [errors, setErrors] = useState([false, false, false]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Tell keyboard and screen reader users where they are now.
    headingRef.current?.focus();
  }, [activeStep]);

  const done = activeStep === steps.length;
  const step = steps[activeStep];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = values[activeStep]!.trim() === '';
    setErrors((previous) => previous.map((error, index) => (index === activeStep ? invalid : error)));
    if (!invalid) {
      setActiveStep((previous) => previous + 1);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep} alternativeLabel>
        {steps.map((item, index) => (
          <Step key={item.title}>
            <StepLabel
              error={errors[index]}
              optional={
                errors[index] ? (
                  <Typography variant="caption" color="error">
                    Required
                  </Typography>
                ) : undefined
              }
            >
              {item.title}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 3, maxWidth: 360 }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h3" sx={{ outline: 0 }}>
          {done ? 'All set' : `Step ${activeStep + 1} of ${steps.length}: ${step!.title}`}
        </Typography>
        {step ? (
          <TextField
            key={step.title}
            id={`validated-step-${activeStep}`}
            label={step.field}
            autoComplete={step.autoComplete}
            required
            fullWidth
            margin="normal"
            value={values[activeStep]}
            error={errors[activeStep]}
            helperText={errors[activeStep] ? `Enter your ${step.field.toLowerCase()}.` : ' '}
            onChange={(event) =>
              setValues((previous) =>
                previous.map((value, index) => (index === activeStep ? event.target.value : value)),
              )
            }
          />
        ) : (
          <Typography sx={{ my: 2 }}>Thanks, {values[0]}. Your trial account is ready.</Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            disabled={activeStep === 0}
            onClick={() => setActiveStep((previous) => previous - 1)}
          >
            Back
          </Button>
          {done ? (
            <Button
              onClick={() => {
                setValues(['', '', '']);
                setActiveStep(0);
              }}
            >
              Start again
            </Button>
          ) : (
            <Button type="submit" variant="contained">
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
