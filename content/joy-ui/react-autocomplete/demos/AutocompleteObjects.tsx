import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Language {
  code: string;
  name: string;
}

const languages: Language[] = [
  { code: 'ar', name: 'Arabic' },
  { code: 'zh', name: 'Chinese' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'hi', name: 'Hindi' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'es', name: 'Spanish' },
  { code: 'sw', name: 'Swahili' },
];

export default function AutocompleteObjects() {
  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Subtitle language</FormLabel>
      <Autocomplete
        options={languages}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        defaultValue={languages[2]}
        name="subtitles"
      />
      <FormHelperText>Options are objects; getOptionLabel picks the text.</FormHelperText>
    </FormControl>
  );
}
