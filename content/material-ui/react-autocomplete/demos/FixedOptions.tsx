import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface Member {
  name: string;
  owner: boolean;
}

const members: Member[] = [
  { name: 'Priya Raman', owner: true },
  { name: 'Jonas Berg', owner: false },
  { name: 'Lucía Fernández', owner: false },
  { name: 'Kwame Mensah', owner: false },
  { name: 'Mei Tanaka', owner: false },
];

const owners = members.filter((member) => member.owner);

export default function FixedOptions() {
  const [value, setValue] = React.useState<Member[]>([...owners, members[2]!]);

  return (
    <Autocomplete
      id="fixed-options-reviewers"
      multiple
      value={value}
      onChange={(event, newValue) => {
        // Owners stay first and cannot be removed, not even with the clear button or Backspace.
        setValue([...owners, ...newValue.filter((member) => !member.owner)]);
      }}
      options={members}
      getOptionLabel={(option) => option.name}
      renderTags={(tagValue, getTagProps) =>
        tagValue.map((option, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return (
            <Chip
              key={key}
              label={option.owner ? `${option.name} (owner)` : option.name}
              {...tagProps}
              disabled={option.owner}
            />
          );
        })
      }
      sx={{ width: 460, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Reviewers" />}
    />
  );
}
