import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const cities = [
  { label: 'Amsterdam', country: 'Netherlands' },
  { label: 'Buenos Aires', country: 'Argentina' },
  { label: 'Cape Town', country: 'South Africa' },
  { label: 'Kyoto', country: 'Japan' },
  { label: 'Lisbon', country: 'Portugal' },
  { label: 'Montreal', country: 'Canada' },
  { label: 'Nairobi', country: 'Kenya' },
  { label: 'Oslo', country: 'Norway' },
  { label: 'Seoul', country: 'South Korea' },
  { label: 'Vancouver', country: 'Canada' },
];

export default function ComboBox() {
  return (
    <Autocomplete
      id="combo-box-destination"
      options={cities}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Destination" />}
    />
  );
}
