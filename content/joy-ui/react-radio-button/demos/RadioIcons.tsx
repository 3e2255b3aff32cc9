import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

export default function RadioIcons() {
  return (
    <FormControl>
      <FormLabel>Seat class</FormLabel>
      <RadioGroup defaultValue="economy" name="seat-class" orientation="horizontal" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {['Economy', 'Business', 'First'].map((item) => (
          <Radio
            key={item}
            value={item.toLowerCase()}
            label={item}
            variant="plain"
            checkedIcon={<CheckCircleRoundedIcon />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
