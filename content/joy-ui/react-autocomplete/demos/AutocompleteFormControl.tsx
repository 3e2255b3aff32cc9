import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const timeZones = ['UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Sao_Paulo', 'Asia/Tokyo', 'Australia/Sydney'];

export default function AutocompleteFormControl() {
  const [zone, setZone] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && zone === null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start', maxWidth: 300 }}
    >
      <FormControl required error={error} sx={{ width: '100%' }}>
        <FormLabel>Time zone</FormLabel>
        <Autocomplete options={timeZones} value={zone} onChange={(event, value) => setZone(value)} name="timeZone" />
        <FormHelperText>{error ? 'Choose a time zone.' : 'Meetings are shown in this zone.'}</FormHelperText>
      </FormControl>
      <Button type="submit" size="sm">
        Save
      </Button>
    </Box>
  );
}
