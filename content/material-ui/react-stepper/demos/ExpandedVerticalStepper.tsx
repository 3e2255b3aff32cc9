import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const history = [
  { label: 'Order placed', detail: 'Monday 09:14 · Paid with a card ending in 4242' },
  { label: 'Packed', detail: 'Monday 16:02 · Warehouse in Leipzig' },
  { label: 'Handed to the carrier', detail: 'Tuesday 07:30 · Tracking number 1Z 999 AA1' },
  { label: 'Out for delivery', detail: 'Expected Wednesday before noon' },
];

export default function ExpandedVerticalStepper() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stepper orientation="vertical" activeStep={3}>
        {history.map((event) => (
          // expanded keeps each step's content open, not only the active one's.
          <Step key={event.label} expanded>
            <StepLabel>{event.label}</StepLabel>
            <StepContent transitionDuration={0}>
              <Typography variant="body2" color="text.secondary">
                {event.detail}
              </Typography>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
