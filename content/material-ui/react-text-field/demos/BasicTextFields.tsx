import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function BasicTextFields() {
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      noValidate
    >
      <TextField id="basic-outlined" label="First name" variant="outlined" />
      <TextField id="basic-filled" label="Last name" variant="filled" />
      <TextField id="basic-standard" label="Nickname" variant="standard" />
    </Stack>
  );
}
