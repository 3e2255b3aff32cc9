import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShrinkLabelTextFields() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField
        id="shrink-date"
        label="Delivery date"
        type="date"
        InputLabelProps={{ shrink: true }}
      />
      <TextField
        id="shrink-time"
        label="Pick-up time"
        type="time"
        variant="filled"
        InputLabelProps={{ shrink: true }}
      />
      <FormControl>
        <InputLabel htmlFor="shrink-composed" shrink>
          Reference
        </InputLabel>
        <OutlinedInput
          id="shrink-composed"
          label="Reference"
          notched
          placeholder="ORD-2031"
        />
      </FormControl>
    </Stack>
  );
}
