import { useState } from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  'Swipe left on a message to archive it.',
  'Long-press a conversation to pin it to the top.',
  'Tap the star to save a message for later.',
  'Use the search bar to filter by sender or date.',
  'Turn on quiet hours in the notification settings.',
];

const variants = ['dots', 'text', 'progress'] as const;

export default function MobileSteppers() {
  const [activeStep, setActiveStep] = useState(0);
  const maxSteps = tips.length;

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 400 }}>
      <Typography sx={{ minHeight: 48 }}>
        Tip {activeStep + 1}: {tips[activeStep]}
      </Typography>
      {variants.map((variant) => (
        <MobileStepper
          key={variant}
          variant={variant}
          steps={maxSteps}
          position="static"
          activeStep={activeStep}
          LinearProgressProps={{ 'aria-label': 'Tips viewed' }}
          sx={{ bgcolor: 'transparent' }}
          nextButton={
            <Button
              size="small"
              onClick={() => setActiveStep((step) => step + 1)}
              disabled={activeStep === maxSteps - 1}
            >
              Next
              <KeyboardArrowRight />
            </Button>
          }
          backButton={
            <Button
              size="small"
              onClick={() => setActiveStep((step) => step - 1)}
              disabled={activeStep === 0}
            >
              <KeyboardArrowLeft />
              Back
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
