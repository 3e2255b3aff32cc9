import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function VariantStates() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} color="neutral">
            {variant}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} color="neutral" disabled>
            {variant} disabled
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
