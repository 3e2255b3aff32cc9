import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;
const steps = ['Upload', 'Edit', 'Share'];

export default function StepperSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      {sizes.map((size) => (
        <Stepper key={size} size={size}>
          {steps.map((label, index) => (
            <Step key={label} indicator={<StepIndicator variant={index === 0 ? 'solid' : 'soft'}>{index + 1}</StepIndicator>}>
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
