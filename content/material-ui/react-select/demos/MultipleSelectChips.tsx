import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import CheckIcon from '@mui/icons-material/Check';

const skills = [
  'Accessibility',
  'CSS',
  'GraphQL',
  'Node.js',
  'React',
  'Testing',
  'TypeScript',
];

export default function MultipleSelectChips() {
  const [selected, setSelected] = useState<string[]>(['React', 'TypeScript']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Browser autofill can return a comma-separated string.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel id="multiple-select-chips-label">Skills</InputLabel>
      <Select
        labelId="multiple-select-chips-label"
        id="multiple-select-chips"
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Skills" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ PaperProps: { sx: { maxHeight: 280 } } }}
      >
        {skills.map((skill) => (
          <MenuItem key={skill} value={skill}>
            <ListItemIcon>
              {selected.includes(skill) ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText primary={skill} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
