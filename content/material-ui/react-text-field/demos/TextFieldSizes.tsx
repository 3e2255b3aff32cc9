import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction="row" spacing={2}>
        <TextField id="sizes-small" label="Small" size="small" defaultValue="Berlin" />
        <TextField id="sizes-medium" label="Medium" defaultValue="Lisbon" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          id="sizes-small-filled"
          label="Small"
          size="small"
          variant="filled"
          defaultValue="Oslo"
        />
        <TextField
          id="sizes-medium-filled"
          label="Medium"
          variant="filled"
          defaultValue="Rome"
        />
      </Stack>
      <TextField id="sizes-full-width" label="Street address" fullWidth />
    </Stack>
  );
}
