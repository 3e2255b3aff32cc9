import { useState } from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function VariantAcrossComponents() {
  const [variant, setVariant] = useState<VariantProp>('soft');

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <div>
        <FormLabel id="variant-picker-label" sx={{ mb: 1 }}>
          Variant
        </FormLabel>
        <RadioGroup
          aria-labelledby="variant-picker-label"
          orientation="horizontal"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}
          sx={{ flexWrap: 'wrap', gap: 1.5 }}
        >
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </div>
      <Alert variant={variant} color="warning">
        Your trial ends in 3 days.
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip variant={variant} color="success">
          Paid
        </Chip>
        <Button variant={variant} color="primary">
          Upgrade
        </Button>
      </Stack>
      <Input variant={variant} placeholder="Coupon code" slotProps={{ input: { 'aria-label': 'Coupon code' } }} />
      <Sheet variant={variant} color="neutral" sx={{ p: 2, borderRadius: 'sm' }}>
        A Sheet is a plain surface that takes any variant.
      </Sheet>
    </Stack>
  );
}
