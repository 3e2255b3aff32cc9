import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function BasicRadioGroup() {
  return (
    <FormControl>
      <FormLabel>Delivery</FormLabel>
      <RadioGroup defaultValue="standard" name="delivery">
        <Radio value="standard" label="Standard (3–5 days)" />
        <Radio value="express" label="Express (next day)" />
        <Radio value="pickup" label="Pick up in store" />
      </RadioGroup>
    </FormControl>
  );
}
