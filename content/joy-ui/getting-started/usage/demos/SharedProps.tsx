import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function SharedProps() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="soft" color="success" size="sm">
          Approve
        </Button>
        <Chip variant="soft" color="success" size="sm">
          Approved
        </Chip>
      </Stack>
      <Input variant="soft" color="success" size="sm" placeholder="Note for the author" slotProps={{ input: { 'aria-label': 'Note for the author' } }} />
    </Stack>
  );
}
