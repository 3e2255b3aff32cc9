import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipPreview() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip label="Default" />
      <Chip label="Primary" color="primary" />
      <Chip label="Outlined" variant="outlined" />
    </Stack>
  );
}
