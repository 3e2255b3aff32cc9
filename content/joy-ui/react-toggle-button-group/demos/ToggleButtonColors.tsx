import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function ToggleButtonColors() {
  const [color, setColor] = React.useState<string | null>('primary');
  const palette = (colors.find((item) => item === color) ?? 'neutral') satisfies ColorPaletteProp;

  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <ToggleButtonGroup
        variant="soft"
        color={palette}
        value={color}
        onChange={(event, newColor) => setColor(newColor)}
        aria-label="Label color"
      >
        {colors.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
