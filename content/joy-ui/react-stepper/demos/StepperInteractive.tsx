import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

const steps = ['Choose a room', 'Guest details', 'Confirm'];

export default function StepperInteractive() {
  const [active, setActive] = React.useState(1);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Stepper
        sx={{
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
        }}
      >
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={index < active}
            active={index === active}
            indicator={
              <StepIndicator variant={index <= active ? 'solid' : 'outlined'} color={index <= active ? 'primary' : 'neutral'}>
                {index < active ? <CheckRoundedIcon /> : index + 1}
              </StepIndicator>
            }
          >
            <StepButton onClick={() => setActive(index)} aria-current={index === active ? 'step' : undefined}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography level="body-sm">
        Step {active + 1} of {steps.length}: {steps[active]}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="neutral" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button disabled={active === steps.length - 1} onClick={() => setActive(active + 1)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
