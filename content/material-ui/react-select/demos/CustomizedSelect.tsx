import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { styled } from '@mui/material/styles';

const PillInput = styled(InputBase)(({ theme }) => ({
  'label + &': {
    marginTop: theme.spacing(3),
  },
  '& .MuiInputBase-input': {
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    padding: theme.spacing(1, 5, 1, 2),
    fontSize: 15,
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 999,
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${theme.palette.primary.light}`,
    },
  },
}));

export default function CustomizedSelect() {
  const [status, setStatus] = useState('open');

  return (
    <FormControl variant="standard" sx={{ width: 200 }}>
      <InputLabel id="customized-select-label" shrink>
        Issue status
      </InputLabel>
      <Select
        labelId="customized-select-label"
        id="customized-select"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        input={<PillInput />}
      >
        <MenuItem value="open">Open</MenuItem>
        <MenuItem value="in-progress">In progress</MenuItem>
        <MenuItem value="closed">Closed</MenuItem>
      </Select>
    </FormControl>
  );
}
