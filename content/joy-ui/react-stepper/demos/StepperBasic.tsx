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
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
