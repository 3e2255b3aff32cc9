import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Tag {
  name: string;
  // Set only on the suggestion that offers to create a new tag.
  newName?: string;
}

const initialTags: Tag[] = [
  { name: 'Billing' },
  { name: 'Bug report' },
  { name: 'Feature request' },
  { name: 'Onboarding' },
  { name: 'Refund' },
  { name: 'Shipping delay' },
];

const filter = createFilterOptions<Tag>();

export default function CreatableOptions() {
  const [tags, setTags] = React.useState<Tag[]>(initialTags);
  const [value, setValue] = React.useState<Tag | null>(null);

  const addTag = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) {
      setValue(null);
      return;
    }
    const existing = tags.find((tag) => tag.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setValue(existing);
      return;
    }
    const created = { name: trimmed };
    setTags((previous) => [...previous, created]);
    setValue(created);
  };

  return (
    <div>
      <Autocomplete
        id="creatable-ticket-tag"
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        value={value}
        options={tags}
        sx={{ width: 300, maxWidth: '100%' }}
        onChange={(event, newValue) => {
          if (typeof newValue === 'string') {
            // Enter pressed on typed text that matches no option.
            addTag(newValue);
          } else if (newValue?.newName) {
            addTag(newValue.newName);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          const exists = options.some(
            (option) => option.name.toLowerCase() === typed.toLowerCase(),
          );
          if (typed !== '' && !exists) {
            filtered.push({ name: `Add "${typed}"`, newName: typed });
          }
          return filtered;
        }}
        getOptionLabel={(option) => {
          // A string arrives when the text was typed and committed with Enter.
          if (typeof option === 'string') {
            return option;
          }
          return option.newName ?? option.name;
        }}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <li key={key} {...optionProps}>
              {option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Ticket tag" />}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {tags.length} tags, selected: {value ? value.name : 'none'}
      </Typography>
    </div>
  );
}
