import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const colors = ['Amber', 'Coral', 'Indigo', 'Mint', 'Slate', 'Teal'];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<string | null>('Indigo');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 300 }}>
      <Typography level="body-sm">value: {value === null ? 'null' : `'${value}'`}</Typography>
      <Typography level="body-sm">inputValue: &apos;{inputValue}&apos;</Typography>
      <FormControl>
        <FormLabel>Theme color</FormLabel>
        <Autocomplete
          options={colors}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
    </Box>
  );
}
