import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const timezones = [
  'UTC−05:00 New York',
  'UTC±00:00 London',
  'UTC+01:00 Berlin',
  'UTC+09:00 Tokyo',
];

export default function SelectStates() {
  const [timezone, setTimezone] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && timezone === '';
  const [sort, setSort] = useState('newest');

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
      <FormControl required error={missing} sx={{ width: 220 }}>
        <InputLabel id="select-states-timezone-label">Time zone</InputLabel>
        <Select
          labelId="select-states-timezone-label"
          id="select-states-timezone"
          value={timezone}
          label="Time zone"
          onChange={(event) => setTimezone(event.target.value)}
          onClose={() => setTouched(true)}
          aria-describedby="select-states-timezone-helper"
        >
          {timezones.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zone}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id="select-states-timezone-helper">
          {missing ? 'Choose a time zone to continue' : 'Used for reminders'}
        </FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 180 }}>
        <Select
          value={sort}
          onChange={(event) => setSort(event.target.value)}
          displayEmpty
          inputProps={{ 'aria-label': 'Sort comments' }}
          renderValue={(selected) =>
            `Sort: ${selected === 'newest' ? 'Newest' : 'Oldest'}`
          }
        >
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="oldest">Oldest first</MenuItem>
        </Select>
        <FormHelperText>Without a label</FormHelperText>
      </FormControl>
      <FormControl disabled sx={{ width: 160 }}>
        <InputLabel id="select-states-disabled-label">Currency</InputLabel>
        <Select
          labelId="select-states-disabled-label"
          id="select-states-disabled"
          value="eur"
          label="Currency"
        >
          <MenuItem value="eur">Euro</MenuItem>
        </Select>
        {/* Disabled text is too faint to read; this note explains the state, so it stays readable. */}
        <FormHelperText sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
          Set by your organisation
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
