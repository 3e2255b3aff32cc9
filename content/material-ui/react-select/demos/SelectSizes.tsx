import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';

const sizes = ['S', 'M', 'L', 'XL'];

export default function SelectSizes() {
  const [small, setSmall] = useState('M');
  const [medium, setMedium] = useState('L');

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="select-size-small-label">Small</InputLabel>
        <Select
          labelId="select-size-small-label"
          value={small}
          label="Small"
          onChange={(event: SelectChangeEvent) => setSmall(event.target.value)}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 140 }}>
        <InputLabel id="select-size-medium-label">Custom icon</InputLabel>
        <Select
          labelId="select-size-medium-label"
          value={medium}
          label="Custom icon"
          IconComponent={UnfoldMoreIcon}
          onChange={(event: SelectChangeEvent) => setMedium(event.target.value)}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
