import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function NumberTextFields() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField
        id="number-guests"
        label="Guests"
        type="number"
        defaultValue={2}
        inputProps={{ min: 1, max: 12, step: 1 }}
        helperText="From 1 to 12"
      />
      <TextField
        id="number-pin"
        label="Card PIN"
        defaultValue="0000"
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4 }}
        helperText="Four digits"
      />
      <TextField
        id="number-amount"
        label="Amount"
        defaultValue="125.00"
        inputProps={{ inputMode: 'decimal' }}
        InputProps={{ endAdornment: <InputAdornment position="end">EUR</InputAdornment> }}
      />
    </Stack>
  );
}
