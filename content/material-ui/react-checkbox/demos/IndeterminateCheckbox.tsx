import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function IndeterminateCheckbox() {
  const [selected, setSelected] = useState<string[]>(['Olives']);

  const allSelected = selected.length === toppings.length;
  const someSelected = selected.length > 0 && !allSelected;

  const toggle = (topping: string) => {
    setSelected((current) =>
      current.includes(topping)
        ? current.filter((item) => item !== topping)
        : [...current, topping],
    );
  };

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={allSelected}
            indeterminate={someSelected}
            onChange={(event) => setSelected(event.target.checked ? toppings : [])}
            inputProps={{ 'aria-controls': 'indeterminate-checkbox-toppings' }}
          />
        }
      />
      <Box
        id="indeterminate-checkbox-toppings"
        sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}
      >
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={
              <Checkbox
                checked={selected.includes(topping)}
                onChange={() => toggle(topping)}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
