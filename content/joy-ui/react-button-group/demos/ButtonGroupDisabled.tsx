import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupDisabled() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <ButtonGroup disabled aria-label="Disabled group">
        <Button>Undo</Button>
        <Button>Redo</Button>
      </ButtonGroup>
      <ButtonGroup disabled aria-label="Group with one enabled button">
        <Button>Undo</Button>
        <Button disabled={false}>Redo</Button>
      </ButtonGroup>
    </Box>
  );
}
