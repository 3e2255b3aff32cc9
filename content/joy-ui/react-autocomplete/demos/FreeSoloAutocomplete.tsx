import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import SearchIcon from '@mui/icons-material/Search';

const recentSearches = ['running shoes', 'rain jacket', 'wool socks', 'hiking boots', 'water bottle'];

export default function FreeSoloAutocomplete() {
  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Search the shop</FormLabel>
      <Autocomplete
        freeSolo
        disableClearable
        options={recentSearches}
        startDecorator={<SearchIcon />}
        placeholder="What are you looking for?"
        type="search"
      />
      <FormHelperText>Pick a recent search or type anything.</FormHelperText>
    </FormControl>
  );
}
