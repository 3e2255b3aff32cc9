import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

function Form({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Input placeholder="Name" slotProps={{ input: { 'aria-label': `Name (${label})` } }} sx={{ width: 160 }} />
      <Button>Save</Button>
    </Stack>
  );
}

export default function ScopedThemeVariables() {
  return (
    <Stack spacing={2}>
      <Form label="default" />
      <Box sx={{ '--joy-radius-sm': '0px', '--joy-palette-primary-solidBg': 'var(--joy-palette-neutral-800)', '--joy-palette-primary-solidHoverBg': 'var(--joy-palette-neutral-700)' }}>
        <Form label="square and dark" />
      </Box>
    </Stack>
  );
}
