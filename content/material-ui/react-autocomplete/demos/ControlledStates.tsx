import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const languages = [
  'English',
  'French',
  'German',
  'Hindi',
  'Portuguese',
  'Spanish',
  'Swahili',
];

export default function ControlledStates() {
  const [value, setValue] = useState<string | null>(languages[0] ?? null);
  const [inputValue, setInputValue] = useState('');

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Typography variant="body2" component="div" color="text.secondary">
        <div>value: {value === null ? 'null' : `'${value}'`}</div>
        <div>inputValue: &apos;{inputValue}&apos;</div>
      </Typography>
      <Autocomplete
        id="controlled-states-language"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        options={languages}
        renderInput={(params) => <TextField {...params} label="Subtitle language" />}
      />
    </Stack>
  );
}
