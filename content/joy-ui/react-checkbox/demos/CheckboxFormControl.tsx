import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';

export default function CheckboxFormControl() {
  const [accepted, setAccepted] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && !accepted;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}
    >
      <FormControl error={error}>
        <Checkbox
          label="I accept the terms of service"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <FormHelperText>
          {error ? 'Accept the terms to continue.' : 'You can read them before you accept.'}
        </FormHelperText>
      </FormControl>
      <FormControl disabled>
        <Checkbox label="Marketing emails" />
        <FormHelperText>Turned off by your organisation.</FormHelperText>
      </FormControl>
      <Button type="submit" size="sm">
        Continue
      </Button>
    </Box>
  );
}
