import * as React from 'react';
import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp, ColorPaletteProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['neutral', 'primary', 'success', 'warning', 'danger'];

export default function AccordionVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>variant</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}
          sx={{ flexWrap: 'wrap', gap: 1.5 }}
        >
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>color</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={color}
          onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
          sx={{ flexWrap: 'wrap', gap: 1.5 }}
        >
          {colors.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </FormControl>
      <AccordionGroup variant={variant} color={color} sx={{ maxWidth: 420, borderRadius: 'md' }}>
        <Accordion defaultExpanded>
          <AccordionSummary>Storage</AccordionSummary>
          <AccordionDetails>128 GB, with room for about 30,000 photos.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Battery</AccordionSummary>
          <AccordionDetails>Up to 18 hours of video playback.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
