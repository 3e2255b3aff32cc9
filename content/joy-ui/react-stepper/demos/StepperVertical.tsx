import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';

const milestones = [
  { title: 'Order placed', detail: 'Monday 14:02' },
  { title: 'Packed', detail: 'Tuesday 09:40' },
  { title: 'Out for delivery', detail: 'Expected today before 18:00' },
  { title: 'Delivered', detail: 'Waiting' },
];

export default function StepperVertical() {
  return (
    <Stepper orientation="vertical" sx={{ maxWidth: 320 }}>
      {milestones.map((milestone, index) => (
        <Step
          key={milestone.title}
          completed={index < 2}
          active={index === 2}
          indicator={
            <StepIndicator variant={index <= 2 ? 'solid' : 'outlined'} color={index <= 2 ? 'primary' : 'neutral'}>
              {index + 1}
            </StepIndicator>
          }
        >
          <div>
            <Typography level="title-sm">{milestone.title}</Typography>
            <Typography level="body-xs">{milestone.detail}</Typography>
          </div>
        </Step>
      ))}
    </Stepper>
  );
}
