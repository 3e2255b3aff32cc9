import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Inventory from '@mui/icons-material/Inventory';
import Home from '@mui/icons-material/Home';

const steps = [
  { label: 'Packed', icon: <Inventory color="success" /> },
  { label: 'On its way', icon: <LocalShipping color="primary" /> },
  { label: 'Delivered', icon: <Home color="disabled" /> },
];

export default function StepperIcons() {
  return (
    <Stack spacing={4} sx={{ width: '100%' }}>
      {/* Any node as the icon: here Material icons, coloured by state. */}
      <Stepper activeStep={1} alternativeLabel>
        {steps.map((step) => (
          <Step key={step.label}>
            <StepLabel icon={step.icon}>{step.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {/* Letters instead of numbers, and the default icon recoloured with StepIconProps. */}
      <Stepper activeStep={1} connector={null} sx={{ justifyContent: 'space-around' }}>
        {['Draft', 'Review', 'Publish'].map((label, index) => (
          <Step key={label}>
            <StepLabel
              icon={String.fromCharCode(65 + index)}
              StepIconProps={{
                sx: {
                  '&.Mui-active': { color: 'secondary.main' },
                  '&.Mui-completed': { color: 'secondary.dark' },
                },
              }}
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
