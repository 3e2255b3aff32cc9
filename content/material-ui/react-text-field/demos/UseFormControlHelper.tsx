import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';

function FocusAwareHelperText() {
  // Reads the state of the closest FormControl.
  const formControl = useFormControl();
  const focused = formControl?.focused ?? false;
  const filled = formControl?.filled ?? false;

  let message = 'Leave empty to use your account name';
  if (focused) {
    message = 'Letters, digits and dashes only';
  } else if (filled) {
    message = 'Looks good';
  }

  return <FormHelperText id="use-form-control-text">{message}</FormHelperText>;
}

export default function UseFormControlHelper() {
  return (
    <form noValidate autoComplete="off">
      <FormControl sx={{ width: '100%', maxWidth: 300 }}>
        <OutlinedInput
          placeholder="Workspace handle"
          inputProps={{ 'aria-label': 'Workspace handle' }}
          aria-describedby="use-form-control-text"
        />
        <FocusAwareHelperText />
      </FormControl>
    </form>
  );
}
