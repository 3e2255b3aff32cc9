import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  'Upload files',
  'Check for viruses',
  'Publish release',
  'Notify subscribers',
];
const failedStep = 1;

export default function AlternativeLabelStepper() {
  return (
    <Stepper activeStep={1} alternativeLabel sx={{ width: '100%' }}>
      {steps.map((label, index) => (
        <Step key={label}>
          <StepLabel
            error={index === failedStep}
            optional={
              index === failedStep ? (
                <Typography variant="caption" color="error">
                  2 files flagged
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
