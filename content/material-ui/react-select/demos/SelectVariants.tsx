import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function SelectVariants() {
  const [priority, setPriority] = useState('normal');

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {variants.map((variant) => (
        <FormControl key={variant} variant={variant} sx={{ minWidth: 160 }}>
          <InputLabel id={`select-variants-${variant}-label`}>Priority</InputLabel>
          <Select
            labelId={`select-variants-${variant}-label`}
            id={`select-variants-${variant}`}
            value={priority}
            onChange={(event) => setPriority(event.target.value)}
            label="Priority"
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            <MenuItem value="low">Low</MenuItem>
            <MenuItem value="normal">Normal</MenuItem>
            <MenuItem value="high">High</MenuItem>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
