import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const cities = ['Amsterdam', 'Berlin', 'Buenos Aires', 'Cairo', 'Lagos', 'Lima', 'Mumbai', 'Osaka', 'Seoul', 'Sydney', 'Toronto', 'Vienna'];

export default function BasicAutocomplete() {
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Destination</FormLabel>
      <Autocomplete options={cities} placeholder="Type a city" />
    </FormControl>
  );
}
