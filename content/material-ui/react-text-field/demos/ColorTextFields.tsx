import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ColorTextFields() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField id="color-success" label="Team name" color="success" focused />
      <TextField
        id="color-secondary"
        label="Coupon code"
        variant="filled"
        color="secondary"
        defaultValue="SPRING24"
        focused
      />
      <TextField
        id="color-secondary-standard"
        label="Nickname"
        variant="standard"
        color="secondary"
        focused
      />
    </Stack>
  );
}
