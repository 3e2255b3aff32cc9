import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const menu = [
  { group: 'Coffee', items: ['Espresso', 'Flat white', 'Cappuccino'] },
  { group: 'Tea', items: ['Green tea', 'Earl Grey', 'Chai latte'] },
  { group: 'Cold drinks', items: ['Lemonade', 'Iced tea'] },
];

export default function GroupedSelect() {
  const [drink, setDrink] = useState('Flat white');

  return (
    <FormControl sx={{ width: 240 }}>
      <InputLabel id="grouped-select-label">Drink</InputLabel>
      <Select
        labelId="grouped-select-label"
        id="grouped-select"
        value={drink}
        label="Drink"
        onChange={(event) => setDrink(event.target.value)}
      >
        {menu.flatMap(({ group, items }) => [
          <ListSubheader key={group}>{group}</ListSubheader>,
          ...items.map((item) => (
            <MenuItem key={item} value={item}>
              {item}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
}
