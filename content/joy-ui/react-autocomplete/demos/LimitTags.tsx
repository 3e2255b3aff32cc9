import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const recipients = ['Ana', 'Ben', 'Chen', 'Dara', 'Emeka', 'Farah', 'Goran', 'Hana'];

export default function LimitTags() {
  return (
    <FormControl sx={{ width: 340, maxWidth: '100%' }}>
      <FormLabel>Share with</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        options={recipients}
        defaultValue={['Ana', 'Chen', 'Emeka', 'Hana']}
        getLimitTagsText={(more) => `and ${more} more`}
        renderTags={(people, getTagProps) =>
          people.map((person, index) => {
            const { key, onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                endDecorator={<ChipDelete onClick={onClick} aria-label={`Remove ${person}`} />}
                {...tagProps}
              >
                {person}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
