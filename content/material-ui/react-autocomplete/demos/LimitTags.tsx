import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const languages = [
  'English',
  'French',
  'German',
  'Hindi',
  'Japanese',
  'Portuguese',
  'Spanish',
  'Swahili',
];

export default function LimitTags() {
  return (
    <Autocomplete
      id="limit-tags-languages"
      multiple
      limitTags={2}
      getLimitTagsText={(more) => `and ${more} more`}
      options={languages}
      defaultValue={['English', 'Japanese', 'Portuguese', 'Swahili']}
      sx={{ width: 420, maxWidth: '100%' }}
      renderTags={(tagValue, getTagProps, ownerState) =>
        // The default chips spread a `key` prop, which React warns about; rendering them here
        // passes the key directly.
        tagValue.map((option, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} label={option} size={ownerState.size} {...tagProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label="Spoken languages" />}
    />
  );
}
