import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function CssVariablesOnParent() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Button sx={{ '--Button-radius': '999px', alignSelf: 'flex-start' }}>Only this button is round</Button>
      <Box sx={{ '--Input-radius': '0px', '--Button-radius': '0px', display: 'grid', gap: 1 }}>
        <Input placeholder="Square input" slotProps={{ input: { 'aria-label': 'Square input' } }} />
        <Button sx={{ justifySelf: 'start' }}>Square button</Button>
      </Box>
    </Stack>
  );
}
