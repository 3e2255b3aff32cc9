import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function RadioColors() {
  return (
    <FormControl>
      <FormLabel>Colors</FormLabel>
      <RadioGroup defaultValue="success" name="radio-colors" orientation="horizontal" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {colors.map((color) => (
          <Radio key={color} value={color} label={color} color={color} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
