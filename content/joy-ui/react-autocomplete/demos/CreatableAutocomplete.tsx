import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import AddIcon from '@mui/icons-material/Add';

interface Label {
  name: string;
  isNew?: boolean;
}

const filter = createFilterOptions<Label>();

export default function CreatableAutocomplete() {
  const [labels, setLabels] = React.useState<Label[]>([{ name: 'bug' }, { name: 'documentation' }, { name: 'question' }]);
  const [value, setValue] = React.useState<Label | null>(null);

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel>Issue label</FormLabel>
      <Autocomplete
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        placeholder="Pick or create a label"
        options={labels}
        value={value}
        onChange={(event, newValue) => {
          const name = typeof newValue === 'string' ? newValue.trim() : newValue?.name;
          if (!name) {
            setValue(null);
            return;
          }
          const existing = labels.find((label) => label.name === name);
          if (existing) {
            setValue(existing);
          } else {
            const created = { name };
            setLabels((current) => [...current, created]);
            setValue(created);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name === typed)) {
            filtered.push({ name: typed, isNew: true });
          }
          return filtered;
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              {option.isNew ? (
                <React.Fragment>
                  <ListItemDecorator>
                    <AddIcon />
                  </ListItemDecorator>
                  Create &ldquo;{option.name}&rdquo;
                </React.Fragment>
              ) : (
                option.name
              )}
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
