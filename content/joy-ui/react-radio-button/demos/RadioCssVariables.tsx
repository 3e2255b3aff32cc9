import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioCssVariables() {
  return (
    <FormControl>
      <FormLabel>Difficulty</FormLabel>
      <RadioGroup
        defaultValue="medium"
        name="difficulty"
        sx={{ '--RadioGroup-gap': '1.5rem', '--Radio-size': '1.75rem', '--Radio-gap': '1rem' }}
      >
        <Radio value="easy" label="Easy" />
        <Radio value="medium" label="Medium" />
        <Radio value="hard" label="Hard" />
      </RadioGroup>
    </FormControl>
  );
}
