import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const slides = [
  { title: 'Plan your week', body: 'Drag tasks onto the days you want to work on them.' },
  { title: 'Share with your team', body: 'Invite people by email and choose what they can edit.' },
  { title: 'Stay on track', body: 'Get a short summary every Monday morning.' },
];

export default function CarouselMobileStepper() {
  const [activeStep, setActiveStep] = useState(0);
  const last = slides.length - 1;

  const go = (step: number) => setActiveStep(Math.min(last, Math.max(0, step)));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      go(activeStep + 1);
    } else if (event.key === 'ArrowLeft') {
      go(activeStep - 1);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 340, overflow: 'hidden' }}
      role="region"
      aria-roledescription="carousel"
      aria-label="Getting started"
    >
      <Box
        tabIndex={0}
        onKeyDown={handleKeyDown}
        aria-live="polite"
        sx={{ overflow: 'hidden', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${activeStep * 100}%)`,
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          {slides.map((slide, index) => (
            <Box
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== activeStep}
              sx={{ flex: '0 0 100%', p: 3, minHeight: 120, boxSizing: 'border-box' }}
            >
              <Typography variant="h6" component="h3" gutterBottom>
                {slide.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {slide.body}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <MobileStepper
        variant="dots"
        steps={slides.length}
        position="static"
        activeStep={activeStep}
        backButton={
          <Button size="small" onClick={() => go(activeStep - 1)} disabled={activeStep === 0}>
            <KeyboardArrowLeft />
            Back
          </Button>
        }
        nextButton={
          <Button size="small" onClick={() => go(activeStep + 1)} disabled={activeStep === last}>
            Next
            <KeyboardArrowRight />
          </Button>
        }
      />
    </Paper>
  );
}
