import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function DirectionStack() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1}>
        <Chip label="React" />
        <Chip label="TypeScript" />
        <Chip label="Accessibility" />
      </Stack>
      <Stack direction="row-reverse" spacing={1}>
        <Button variant="contained">Save</Button>
        <Button>Cancel</Button>
      </Stack>
    </Stack>
  );
}
