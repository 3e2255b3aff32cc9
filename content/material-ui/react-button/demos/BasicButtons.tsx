import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BasicButtons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Button variant="text">Preview</Button>
        <Button variant="outlined">Save draft</Button>
        <Button variant="contained">Publish</Button>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" disabled>
          Save draft
        </Button>
        <Button variant="contained" disabled>
          Publish
        </Button>
        <Button variant="text" href="#basic-button">
          Read the guide
        </Button>
      </Stack>
    </Stack>
  );
}
