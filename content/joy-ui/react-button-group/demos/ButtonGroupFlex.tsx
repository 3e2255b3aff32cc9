import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupFlex() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ButtonGroup buttonFlex={1} aria-label="Plan period" sx={{ width: '100%' }}>
        <Button>Monthly</Button>
        <Button>Yearly</Button>
      </ButtonGroup>
      <ButtonGroup buttonFlex="0 1 120px" aria-label="Shrinking buttons" sx={{ maxWidth: '100%', overflow: 'auto' }}>
        <Button>Draft</Button>
        <Button>Scheduled</Button>
        <Button>Published</Button>
      </ButtonGroup>
    </Box>
  );
}
