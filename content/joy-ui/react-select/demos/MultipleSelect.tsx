import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const toppings = ['Cheese', 'Ham', 'Mushrooms', 'Olives', 'Onions', 'Peppers'];

export default function MultipleSelect() {
  const [chosen, setChosen] = React.useState<string[]>(['Cheese', 'Olives']);

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Toppings</FormLabel>
      <Select
        multiple
        value={chosen}
        onChange={(event, newChosen) => setChosen(newChosen)}
        sx={{ '--Select-placeholderOpacity': 0.8 }}
        placeholder="No toppings"
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {selected.map((option) => (
              <Chip key={String(option.value)} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
        slotProps={{ listbox: { sx: { width: '100%' } } }}
      >
        {toppings.map((topping) => (
          <Option key={topping} value={topping}>
            {topping}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
