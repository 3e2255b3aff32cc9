import FormControlLabel, {
  type FormControlLabelProps,
} from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

const CardLabel = styled(FormControlLabel, {
  shouldForwardProp: (prop) => prop !== 'checked',
})<{ checked: boolean }>(({ theme, checked }) => ({
  margin: 0,
  padding: theme.spacing(1, 2, 1, 1),
  border: `1px solid ${checked ? theme.palette.primary.main : theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius * 2,
  backgroundColor: checked ? theme.palette.action.selected : 'transparent',
  transition: theme.transitions.create(['border-color', 'background-color']),
  '.MuiFormControlLabel-label': {
    fontWeight: checked ? 600 : 400,
  },
}));

function PlanOption(props: Omit<FormControlLabelProps, 'control'>) {
  const radioGroup = useRadioGroup();
  const checked = radioGroup ? radioGroup.value === props.value : false;

  return <CardLabel checked={checked} control={<Radio />} {...props} />;
}

export default function UseRadioGroupCards() {
  return (
    <FormControl>
      <FormLabel id="use-radio-group-label" sx={{ mb: 1 }}>
        Storage plan
      </FormLabel>
      <RadioGroup
        aria-labelledby="use-radio-group-label"
        name="storage-plan"
        defaultValue="100"
        sx={{ gap: 1 }}
      >
        <PlanOption value="20" label="20 GB, free" />
        <PlanOption value="100" label="100 GB, $2 per month" />
        <PlanOption value="1000" label="1 TB, $10 per month" />
      </RadioGroup>
    </FormControl>
  );
}
