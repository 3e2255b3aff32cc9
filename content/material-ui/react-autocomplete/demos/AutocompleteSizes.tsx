import Autocomplete, { type AutocompleteRenderGetTagProps } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// Chips in the size of the field (the default chips spread a `key` prop, which React warns about).
function renderChips(values: string[], getTagProps: AutocompleteRenderGetTagProps) {
  return values.map((option, index) => {
    const { key, ...tagProps } = getTagProps({ index });
    return <Chip key={key} label={option} size="small" {...tagProps} />;
  });
}

const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Papaya', 'Pear'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      <Autocomplete
        id="sizes-small"
        size="small"
        options={fruits}
        defaultValue="Mango"
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        id="sizes-small-multiple"
        size="small"
        multiple
        renderTags={renderChips}
        options={fruits}
        defaultValue={['Apple', 'Pear']}
        renderInput={(params) => <TextField {...params} label="Small, multiple" />}
      />
      <Autocomplete
        id="sizes-medium"
        options={fruits}
        defaultValue="Mango"
        renderInput={(params) => <TextField {...params} label="Medium (default)" />}
      />
      <Autocomplete
        id="sizes-standard-small"
        size="small"
        multiple
        renderTags={renderChips}
        options={fruits}
        defaultValue={['Banana']}
        renderInput={(params) => (
          <TextField {...params} variant="standard" label="Small, standard variant" />
        )}
      />
    </Stack>
  );
}
