import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function MultipleSelectCheckboxes() {
  const [workdays, setWorkdays] = useState<string[]>(['Monday', 'Wednesday']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setWorkdays(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <InputLabel id="select-checkboxes-label">Office days</InputLabel>
      <Select
        labelId="select-checkboxes-label"
        id="select-checkboxes"
        multiple
        value={workdays}
        onChange={handleChange}
        input={<OutlinedInput label="Office days" />}
        // Keep the days in week order whatever order they were picked in.
        renderValue={(selected) =>
          days.filter((day) => selected.includes(day)).join(', ')
        }
      >
        {days.map((day) => (
          <MenuItem key={day} value={day} sx={{ py: 0 }}>
            <Checkbox
              checked={workdays.includes(day)}
              tabIndex={-1}
              disableRipple
              inputProps={{ 'aria-hidden': true }}
            />
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
