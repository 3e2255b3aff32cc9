import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Label {
  name: string;
  color: 'default' | 'primary' | 'secondary' | 'success' | 'error';
}

const labels: Label[] = [
  { name: 'bug', color: 'error' },
  { name: 'documentation', color: 'primary' },
  { name: 'good first issue', color: 'success' },
  { name: 'help wanted', color: 'secondary' },
  { name: 'performance', color: 'default' },
  { name: 'question', color: 'default' },
  { name: 'accessibility', color: 'primary' },
];

export default function MultipleValues() {
  return (
    <Stack spacing={3} sx={{ width: 420, maxWidth: '100%' }}>
      <Autocomplete
        multiple
        id="multiple-values-labels"
        options={labels}
        getOptionLabel={(option) => option.name}
        defaultValue={[labels[0]!, labels[2]!]}
        filterSelectedOptions
        renderTags={(value, getTagProps) =>
          value.map((option, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                label={option.name}
                color={option.color}
                size="small"
                {...tagProps}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField {...params} label="Labels" placeholder="Add a label" />
        )}
      />
      <Autocomplete
        multiple
        id="multiple-values-limit"
        options={labels}
        getOptionLabel={(option) => option.name}
        defaultValue={[labels[1]!, labels[3]!, labels[4]!]}
        limitTags={2}
        disableCloseOnSelect
        renderTags={(value, getTagProps) =>
          value.map((option, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return <Chip key={key} label={option.name} size="small" {...tagProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label="Labels (limited to 2 tags)" />
        )}
      />
    </Stack>
  );
}
