import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

// Every half hour of the day, "00:00" to "23:30".
const times = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

export default function LongListSelect() {
  const [time, setTime] = useState('09:00');

  return (
    <FormControl sx={{ width: 200 }}>
      <InputLabel id="long-list-select-label">Start time</InputLabel>
      <Select
        labelId="long-list-select-label"
        value={time}
        label="Start time"
        onChange={(event: SelectChangeEvent) => setTime(event.target.value)}
        MenuProps={{
          // Scroll after about six items, with denser rows.
          slotProps: { paper: { sx: { maxHeight: 36 * 6 + 16 } } },
          MenuListProps: { dense: true },
        }}
      >
        {times.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
