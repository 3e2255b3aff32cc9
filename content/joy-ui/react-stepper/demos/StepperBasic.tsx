import Box from '@mui/joy/Box';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const activeStep = 2;

export default function StepperBasic() {
  return (
    <Stepper sx={{ width: '100%', maxWidth: 560 }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          completed={index < activeStep}
          active={index === activeStep}
          indicator={
            <StepIndicator
              variant={index <= activeStep ? 'solid' : 'outlined'}
              color={index < activeStep ? 'success' : index === activeStep ? 'primary' : 'neutral'}
            >
              {index < activeStep ? <CheckRoundedIcon /> : index + 1}
            </StepIndicator>
          }
        >
          {/* On a phone, four labels do not fit in a row: only the current step keeps its label there. */}
          <Box component="span" sx={{ display: { xs: index === activeStep ? 'inline' : 'none', sm: 'inline' } }}>
            {label}
          </Box>
        </Step>
      ))}
    </Stepper>
  );
}
