import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Basics', hint: 'Name and goal' },
  { title: 'Audience', hint: 'Who sees it' },
  { title: 'Budget', hint: 'Daily limit' },
];

export default function StepperLabelBelow() {
  return (
    <Stepper sx={{ width: '100%', maxWidth: 520 }}>
      {steps.map((step, index) => (
        <Step
          key={step.title}
          orientation="vertical"
          indicator={<StepIndicator variant={index === 0 ? 'solid' : 'outlined'}>{index + 1}</StepIndicator>}
        >
          <Typography level="title-sm">{step.title}</Typography>
          <Typography level="body-xs">{step.hint}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
