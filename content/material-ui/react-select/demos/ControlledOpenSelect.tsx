import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [open, setOpen] = useState(false);
  const [autosave, setAutosave] = useState('15');

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <FormControl sx={{ width: 200 }}>
        <InputLabel id="controlled-open-select-label">Auto-save</InputLabel>
        <Select
          labelId="controlled-open-select-label"
          id="controlled-open-select"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={autosave}
          label="Auto-save"
          onChange={(event) => setAutosave(event.target.value)}
        >
          <MenuItem value="5">Every 5 minutes</MenuItem>
          <MenuItem value="15">Every 15 minutes</MenuItem>
          <MenuItem value="60">Every hour</MenuItem>
          <MenuItem value="never">Never</MenuItem>
        </Select>
      </FormControl>
      <Button onClick={() => setOpen(true)}>Change interval</Button>
    </Stack>
  );
}
