import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [country, setCountry] = useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setCountry(event.target.value);
  };

  return (
    <Box sx={{ minWidth: 200, maxWidth: 280 }}>
      <FormControl fullWidth>
        <InputLabel id="basic-select-label">Country</InputLabel>
        <Select
          labelId="basic-select-label"
          id="basic-select"
          value={country}
          label="Country"
          onChange={handleChange}
        >
          <MenuItem value="ca">Canada</MenuItem>
          <MenuItem value="de">Germany</MenuItem>
          <MenuItem value="jp">Japan</MenuItem>
          <MenuItem value="ke">Kenya</MenuItem>
          <MenuItem value="br">Brazil</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
