import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export default function StepStatesStepper() {
  return (
    <Stepper activeStep={2} alternativeLabel sx={{ width: '100%' }}>
      <Step>
        <StepLabel>Account</StepLabel>
      </Step>
      {/* Before the active step, yet explicitly not completed: it was skipped. */}
      <Step completed={false}>
        <StepLabel optional={<Typography variant="caption">Skipped</Typography>}>
          Team
        </StepLabel>
      </Step>
      <Step>
        <StepLabel>Billing</StepLabel>
      </Step>
      {/* After the active step, yet already done and reachable. */}
      <Step completed disabled={false}>
        <StepLabel>Branding</StepLabel>
      </Step>
      <Step>
        <StepLabel>Launch</StepLabel>
      </Step>
    </Stepper>
  );
}
