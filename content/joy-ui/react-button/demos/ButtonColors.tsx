import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function ButtonColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant={variant} color="primary">
          Primary
        </Button>
        <Button variant={variant} color="neutral">
          Neutral
        </Button>
        <Button variant={variant} color="danger">
          Danger
        </Button>
        <Button variant={variant} color="success">
          Success
        </Button>
        <Button variant={variant} color="warning">
          Warning
        </Button>
      </Box>
      <Box>
        <Typography id="button-colors-variant" level="title-sm" sx={{ mb: 1 }}>
          Variant
        </Typography>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="button-colors-variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </Box>
    </Box>
  );
}
