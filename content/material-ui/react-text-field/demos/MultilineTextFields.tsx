import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <TextField
        id="multiline-growing"
        label="Release notes"
        multiline
        maxRows={5}
        defaultValue={'Fixed the export button.\nFaster search on large projects.'}
        helperText="Grows with its content up to five lines, then scrolls."
      />
      <TextField
        id="multiline-fixed"
        label="Feedback"
        multiline
        rows={4}
        placeholder="What could we do better?"
      />
      <TextField
        id="multiline-min"
        label="Shipping address"
        multiline
        minRows={3}
        variant="filled"
      />
    </Stack>
  );
}
