import { type ReactElement } from 'react';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { type StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';

const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: {
    top: 20,
    left: 'calc(-50% + 28px)',
    right: 'calc(50% + 28px)',
  },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: theme.palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}`]: {
    backgroundColor: theme.palette.success.main,
  },
  [`&.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]: {
    backgroundColor: theme.palette.success.main,
  },
}));

const IconCircle = styled('div')<{
  ownerState: { active?: boolean; completed?: boolean };
}>(({ theme, ownerState }) => ({
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.text.secondary,
  backgroundColor: theme.palette.action.hover,
  ...(ownerState.active && {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    boxShadow: theme.shadows[3],
  }),
  ...(ownerState.completed && {
    color: theme.palette.success.contrastText,
    backgroundColor: theme.palette.success.main,
  }),
}));

const icons: Record<number, ReactElement> = {
  1: <ReceiptLongOutlinedIcon />,
  2: <Inventory2OutlinedIcon />,
  3: <LocalShippingOutlinedIcon />,
  4: <StorefrontOutlinedIcon />,
};

function OrderStepIcon({ active, completed, className, icon }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {completed ? <CheckIcon /> : icons[Number(icon)]}
    </IconCircle>
  );
}

const steps = ['Order received', 'Packed', 'Out for delivery', 'Delivered'];

export default function CustomizedStepper() {
  return (
    <Stepper
      alternativeLabel
      activeStep={2}
      connector={<ThickConnector />}
      sx={{ width: '100%' }}
    >
      {steps.map((label) => (
        <Step key={label}>
          <StepLabel StepIconComponent={OrderStepIcon}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
