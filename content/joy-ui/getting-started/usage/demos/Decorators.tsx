import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function Decorators() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
      <Input startDecorator="€" endDecorator="EUR" placeholder="0.00" slotProps={{ input: { 'aria-label': 'Amount in euros' } }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button endDecorator="→">Continue</Button>
        <Chip startDecorator="●" color="success" variant="soft">
          Online
        </Chip>
      </Stack>
    </Stack>
  );
}
