import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const allStations = [
  'Central Station',
  'Harbour Front',
  'Market Square',
  'North Park',
  'Old Town',
  'Riverside',
  'University',
  'West Gate',
];

/** Stands in for a request to a server: answers after a short delay. */
function fetchStations(query: string): Promise<string[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      resolve(allStations.filter((station) => station.toLowerCase().includes(query.toLowerCase())));
    }, 800);
  });
}

export default function AsyncAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<string[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!open) return undefined;
    let active = true;
    setLoading(true);
    fetchStations(inputValue).then((stations) => {
      if (active) {
        setOptions(stations);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [open, inputValue]);

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Station</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Looking up stations…"
        filterOptions={(stations) => stations}
        inputValue={inputValue}
        onInputChange={(event, value) => setInputValue(value)}
        placeholder="Start typing"
        endDecorator={loading ? <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} aria-label="Loading stations" /> : null}
      />
      <FormHelperText>Options load from a (simulated) server as you type.</FormHelperText>
    </FormControl>
  );
}
