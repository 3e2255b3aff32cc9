import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const reasons = ['Billing question', 'Technical problem', 'Feedback', 'Something else'];

export default function PlaceholderSelect() {
  const [reason, setReason] = useState('');

  return (
    <FormControl sx={{ width: 280, maxWidth: '100%' }}>
      <Select
        displayEmpty
        value={reason}
        onChange={(event: SelectChangeEvent) => setReason(event.target.value)}
        inputProps={{ 'aria-label': 'Reason for contacting us' }}
        renderValue={(selected) =>
          selected === '' ? (
            <Typography component="span" color="text.secondary">
              Why are you contacting us?
            </Typography>
          ) : (
            selected
          )
        }
      >
        <MenuItem value="" disabled>
          Choose a reason
        </MenuItem>
        {reasons.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
