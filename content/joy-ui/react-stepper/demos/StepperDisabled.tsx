import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';

export default function StepperDisabled() {
  return (
    <Stepper sx={{ maxWidth: 520 }}>
      <Step completed indicator={<StepIndicator variant="solid" color="primary">1</StepIndicator>}>
        <StepButton>Draft</StepButton>
      </Step>
      <Step active indicator={<StepIndicator variant="solid" color="primary">2</StepIndicator>}>
        <StepButton aria-current="step">Review</StepButton>
      </Step>
      <Step disabled indicator={<StepIndicator variant="outlined">3</StepIndicator>}>
        <StepButton disabled sx={{ color: 'text.tertiary', cursor: 'not-allowed' }}>
          Publish
        </StepButton>
      </Step>
    </Stepper>
  );
}
