import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function ButtonGroupColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {colors.map((color) => (
        <ButtonGroup key={color} color={color} variant="soft" aria-label={`${color} actions`}>
          <Button>Accept</Button>
          <Button>Review</Button>
          <Button>Reject</Button>
        </ButtonGroup>
      ))}
    </Box>
  );
}
