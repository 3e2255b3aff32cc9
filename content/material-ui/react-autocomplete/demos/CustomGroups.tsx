import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';

const stations = [
  { label: 'Alexanderplatz', line: 'U2' },
  { label: 'Gleisdreieck', line: 'U2' },
  { label: 'Potsdamer Platz', line: 'U2' },
  { label: 'Hermannplatz', line: 'U7' },
  { label: 'Mehringdamm', line: 'U7' },
  { label: 'Yorckstraße', line: 'U7' },
  { label: 'Friedrichstraße', line: 'U6' },
  { label: 'Kochstraße', line: 'U6' },
  { label: 'Platz der Luftbrücke', line: 'U6' },
].sort((a, b) => a.line.localeCompare(b.line) || a.label.localeCompare(b.label));

export default function CustomGroups() {
  return (
    <Autocomplete
      id="custom-groups-station"
      options={stations}
      groupBy={(option) => option.line}
      sx={{ width: 300 }}
      renderGroup={(params) => (
        // The header is not an option: the keyboard skips it. ListSubheader sticks
        // to the top of the list while its group scrolls past.
        <li key={params.key}>
          <ListSubheader component="div" sx={{ bgcolor: 'background.paper', fontWeight: 600 }}>
            Line {params.group}
          </ListSubheader>
          <ul style={{ padding: 0 }}>{params.children}</ul>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Station" />}
    />
  );
}
