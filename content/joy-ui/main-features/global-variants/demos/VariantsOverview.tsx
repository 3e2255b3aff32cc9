import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function VariantsOverview() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="plain">Plain</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="solid">Solid</Button>
    </Stack>
  );
}
