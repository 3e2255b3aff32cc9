import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

const BoxIcon = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: 6,
  border: `2px solid ${theme.palette.grey[600]}`,
  backgroundColor: theme.palette.background.paper,
  transition: theme.transitions.create(['background-color', 'border-color']),
  '.Mui-focusVisible &': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  'input:hover ~ &': {
    borderColor: theme.palette.primary.main,
  },
  'input:disabled ~ &': {
    borderColor: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
  },
}));

const CheckedBoxIcon = styled(BoxIcon)(({ theme }) => ({
  borderColor: theme.palette.primary.main,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  'input:hover ~ &': {
    backgroundColor: theme.palette.primary.dark,
  },
}));

function RoundedCheckbox(props: CheckboxProps) {
  return (
    <Checkbox
      disableRipple
      icon={<BoxIcon />}
      checkedIcon={
        <CheckedBoxIcon>
          <CheckIcon sx={{ fontSize: 16 }} />
        </CheckedBoxIcon>
      }
      sx={{ '&:hover': { bgcolor: 'transparent' } }}
      {...props}
    />
  );
}

export default function CustomizedCheckbox() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<RoundedCheckbox defaultChecked />}
        label="Daily summary"
      />
      <FormControlLabel control={<RoundedCheckbox />} label="Weekly report" />
      <FormControlLabel control={<RoundedCheckbox disabled />} label="Monthly digest" />
    </FormGroup>
  );
}
