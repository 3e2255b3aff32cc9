import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['neutral', 'primary', 'success', 'warning', 'danger'];
const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function CardColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        size="sm"
        value={variant}
        onChange={(_event, value) => value && setVariant(value)}
        aria-label="Variant"
        sx={{ flexWrap: 'wrap' }}
      >
        {variants.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}>
        {colors.map((color) => (
          <Card key={color} variant={variant} color={color}>
            <CardContent>
              <Typography level="title-md" textColor="inherit">
                {color}
              </Typography>
              <Typography level="body-sm" textColor="inherit">
                color=&quot;{color}&quot;
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
