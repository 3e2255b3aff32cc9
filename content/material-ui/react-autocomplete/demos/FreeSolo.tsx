import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

const recentSearches = [
  'wireless headphones',
  'standing desk',
  'mechanical keyboard',
  'usb-c hub',
  'ergonomic chair',
];

export default function FreeSolo() {
  return (
    <Autocomplete
      id="free-solo-search"
      freeSolo
      options={recentSearches}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search products"
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          }}
        />
      )}
    />
  );
}
