import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const units = [
  { value: 'km', label: 'Kilometres' },
  { value: 'mi', label: 'Miles' },
  { value: 'nmi', label: 'Nautical miles (international)' },
];

export default function AutoWidthSelect() {
  const [unit, setUnit] = useState('km');

  return (
    <FormControl sx={{ minWidth: 100 }}>
      <InputLabel id="auto-width-label">Unit</InputLabel>
      <Select
        labelId="auto-width-label"
        id="auto-width"
        value={unit}
        label="Unit"
        autoWidth
        onChange={(event: SelectChangeEvent) => setUnit(event.target.value)}
      >
        {units.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
