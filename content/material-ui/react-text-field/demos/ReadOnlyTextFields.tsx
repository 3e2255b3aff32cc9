import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ReadOnlyTextFields() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField
        id="read-only-account"
        label="Account number"
        defaultValue="DE89 3704 0044 0532 0130 00"
        helperText="Contact support to change it"
        InputProps={{ readOnly: true }}
      />
      <TextField
        id="disabled-plan"
        label="Plan"
        defaultValue="Business"
        helperText="Unavailable during the trial"
        disabled
      />
    </Stack>
  );
}
