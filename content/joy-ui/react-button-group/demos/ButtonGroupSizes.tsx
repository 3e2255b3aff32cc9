import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <ButtonGroup size="sm" aria-label="Small group">
        <Button>Copy</Button>
        <Button>Paste</Button>
      </ButtonGroup>
      <ButtonGroup size="md" aria-label="Medium group">
        <Button>Copy</Button>
        <Button>Paste</Button>
      </ButtonGroup>
      <ButtonGroup size="lg" aria-label="Large group">
        <Button>Copy</Button>
        <Button>Paste</Button>
      </ButtonGroup>
    </Box>
  );
}
