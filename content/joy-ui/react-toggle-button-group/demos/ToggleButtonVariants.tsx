import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'plain', 'soft', 'solid'];

export default function ToggleButtonVariants() {
  const [size, setSize] = React.useState<string | null>('m');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {variants.map((variant) => (
        <ToggleButtonGroup
          key={variant}
          variant={variant}
          value={size}
          onChange={(event, newSize) => setSize(newSize)}
          aria-label={`Shirt size, ${variant}`}
        >
          <Button value="s">S</Button>
          <Button value="m">M</Button>
          <Button value="l">L</Button>
          <Button value="xl">XL</Button>
        </ToggleButtonGroup>
      ))}
    </Box>
  );
}
