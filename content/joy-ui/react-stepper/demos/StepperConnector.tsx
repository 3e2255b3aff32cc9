import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator, { stepIndicatorClasses } from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';

const steps = ['Sign up', 'Verify e-mail', 'Invite team', 'Done'];
const active = 2;

export default function StepperConnector() {
  return (
    <Stepper
      sx={{
        maxWidth: 560,
        '--Step-connectorThickness': '4px',
        '--Step-connectorRadius': '4px',
        '--Step-connectorInset': '0px',
        '--StepIndicator-size': '2rem',
        [`& .${stepClasses.completed}`]: {
          '--Step-connectorBg': 'var(--joy-palette-success-500)',
        },
        [`& .${stepClasses.completed} .${stepIndicatorClasses.root}`]: {
          bgcolor: 'success.solidBg',
          color: 'success.solidColor',
        },
      }}
    >
      {steps.map((label, index) => (
        <Step
          key={label}
          orientation="vertical"
          completed={index < active}
          active={index === active}
          indicator={<StepIndicator variant={index === active ? 'solid' : 'soft'}>{index + 1}</StepIndicator>}
        >
          <Typography level="body-xs">{label}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
