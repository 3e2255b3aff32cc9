import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioSizes() {
  return (
    <FormControl>
      <FormLabel>Sizes</FormLabel>
      <RadioGroup defaultValue="md" name="radio-sizes" orientation="horizontal" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Radio value="sm" label="Small" size="sm" />
        <Radio value="md" label="Medium" size="md" />
        <Radio value="lg" label="Large" size="lg" />
      </RadioGroup>
    </FormControl>
  );
}
