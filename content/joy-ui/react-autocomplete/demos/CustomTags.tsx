import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const priorities: Record<string, 'danger' | 'warning' | 'success'> = {
  Blocker: 'danger',
  Urgent: 'danger',
  Important: 'warning',
  Minor: 'success',
  Cosmetic: 'success',
};

export default function CustomTags() {
  return (
    <FormControl sx={{ width: 340, maxWidth: '100%' }}>
      <FormLabel>Tags</FormLabel>
      <Autocomplete
        multiple
        options={Object.keys(priorities)}
        defaultValue={['Urgent', 'Minor']}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="solid"
                color={priorities[tag]}
                endDecorator={<ChipDelete onClick={onClick} aria-label={`Remove ${tag}`} />}
                {...tagProps}
              >
                {tag}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
