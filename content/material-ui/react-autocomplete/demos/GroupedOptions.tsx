import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const timeZones = [
  { label: 'Nairobi (UTC+03:00)', region: 'Africa' },
  { label: 'Lagos (UTC+01:00)', region: 'Africa' },
  { label: 'Chicago (UTC−06:00)', region: 'Americas' },
  { label: 'São Paulo (UTC−03:00)', region: 'Americas' },
  { label: 'Toronto (UTC−05:00)', region: 'Americas' },
  { label: 'Dubai (UTC+04:00)', region: 'Asia' },
  { label: 'Singapore (UTC+08:00)', region: 'Asia' },
  { label: 'Tokyo (UTC+09:00)', region: 'Asia' },
  { label: 'Berlin (UTC+01:00)', region: 'Europe' },
  { label: 'London (UTC±00:00)', region: 'Europe' },
  { label: 'Sydney (UTC+10:00)', region: 'Oceania' },
];

// Options must be sorted by group, otherwise the same header appears more than once.
const sortedTimeZones = [...timeZones].sort(
  (a, b) => a.region.localeCompare(b.region) || a.label.localeCompare(b.label),
);

export default function GroupedOptions() {
  return (
    <Autocomplete
      id="grouped-time-zone"
      options={sortedTimeZones}
      groupBy={(option) => option.region}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Time zone" />}
    />
  );
}
