import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Dish {
  name: string;
  course: string;
}

const dishes: Dish[] = [
  { name: 'Bruschetta', course: 'Starters' },
  { name: 'Lentil soup', course: 'Starters' },
  { name: 'Spring rolls', course: 'Starters' },
  { name: 'Grilled salmon', course: 'Mains' },
  { name: 'Mushroom risotto', course: 'Mains' },
  { name: 'Vegetable curry', course: 'Mains' },
  { name: 'Apple pie', course: 'Desserts' },
  { name: 'Chocolate mousse', course: 'Desserts' },
  { name: 'Lemon sorbet', course: 'Desserts' },
];

export default function GroupedAutocomplete() {
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Dish</FormLabel>
      <Autocomplete
        options={dishes}
        groupBy={(dish) => dish.course}
        getOptionLabel={(dish) => dish.name}
        placeholder="Choose from the menu"
        slotProps={{ listbox: { sx: { maxHeight: 260 } } }}
      />
    </FormControl>
  );
}
