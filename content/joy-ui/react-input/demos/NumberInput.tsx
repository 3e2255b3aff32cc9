import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function NumberInput() {
  const [guests, setGuests] = React.useState('2');

  return (
    <FormControl sx={{ maxWidth: 200 }}>
      <FormLabel>Guests</FormLabel>
      <Input
        type="number"
        value={guests}
        onChange={(event) => setGuests(event.target.value)}
        slotProps={{ input: { min: 1, max: 8, step: 1 } }}
      />
      <FormHelperText>From 1 to 8.</FormHelperText>
    </FormControl>
  );
}
