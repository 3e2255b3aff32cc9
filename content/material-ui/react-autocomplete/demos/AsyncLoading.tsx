import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'CDG', city: 'Paris' },
  { code: 'GRU', city: 'São Paulo' },
  { code: 'HND', city: 'Tokyo' },
  { code: 'JFK', city: 'New York' },
  { code: 'LHR', city: 'London' },
  { code: 'NBO', city: 'Nairobi' },
  { code: 'SYD', city: 'Sydney' },
];

export default function AsyncLoading() {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Airport[]>([]);
  const loading = open && options.length === 0;

  useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Stands in for a request to your server.
    const timer = setTimeout(() => setOptions(airports), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Autocomplete
      id="async-loading-airport"
      sx={{ width: 300 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        // Fetch fresh options the next time the list opens.
        setOptions([]);
      }}
      options={options}
      loading={loading}
      loadingText="Loading airports…"
      getOptionLabel={(option) => `${option.city} (${option.code})`}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Departure airport"
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {loading ? (
                  <CircularProgress color="inherit" size={20} aria-label="Loading" />
                ) : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
