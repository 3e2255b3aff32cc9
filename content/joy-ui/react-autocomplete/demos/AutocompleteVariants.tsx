import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Grape', 'Kiwi', 'Lemon'];

export default function AutocompleteVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
      {variants.map((variant) => (
        <Autocomplete key={variant} variant={variant} options={fruits} placeholder={variant} aria-label={`Fruit, ${variant}`} />
      ))}
    </Box>
  );
}
