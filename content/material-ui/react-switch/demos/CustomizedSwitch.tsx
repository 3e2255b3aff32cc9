import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

const PillSwitch = styled(Switch)(({ theme }) => ({
  width: 52,
  height: 32,
  padding: 0,
  margin: theme.spacing(0.5, 1),
  '& .MuiSwitch-switchBase': {
    padding: 4,
    color: theme.palette.text.secondary,
    '&.Mui-checked': {
      transform: 'translateX(20px)',
      color: theme.palette.common.white,
      '& + .MuiSwitch-track': {
        opacity: 1,
        borderColor: theme.palette.success.main,
        backgroundColor: theme.palette.success.main,
      },
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '&.Mui-disabled + .MuiSwitch-track': {
      opacity: 0.4,
    },
  },
  '& .MuiSwitch-thumb': {
    width: 24,
    height: 24,
    boxShadow: 'none',
  },
  '& .MuiSwitch-track': {
    boxSizing: 'border-box',
    borderRadius: 16,
    border: `2px solid ${theme.palette.text.secondary}`,
    backgroundColor: 'transparent',
    opacity: 1,
  },
}));

export default function CustomizedSwitch() {
  return (
    <FormGroup>
      <FormControlLabel control={<PillSwitch defaultChecked />} label="Sync photos" />
      <FormControlLabel control={<PillSwitch />} label="Use mobile data" />
      <FormControlLabel control={<PillSwitch disabled />} label="Back up on battery" />
    </FormGroup>
  );
}
