import * as React from 'react';
import Autocomplete, { type AutocompleteRenderGetTagProps } from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const skills = ['Accessibility', 'CSS', 'GraphQL', 'Node.js', 'React', 'Rust', 'SQL', 'Testing', 'TypeScript', 'UX research'];

/** The chips of the chosen values, each with a delete button named after its value. */
function renderSkillTags(tags: string[], getTagProps: AutocompleteRenderGetTagProps) {
  return tags.map((tag, index) => {
    const { key, onClick, ...tagProps } = getTagProps({ index });
    return (
      <Chip
        key={key}
        variant="soft"
        color="neutral"
        endDecorator={<ChipDelete onClick={onClick} aria-label={`Remove ${tag}`} />}
        {...tagProps}
      >
        {tag}
      </Chip>
    );
  });
}

export default function MultipleAutocomplete() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Skills</FormLabel>
      <Autocomplete
        multiple
        options={skills}
        defaultValue={['React', 'TypeScript']}
        placeholder="Add a skill"
        renderTags={renderSkillTags}
      />
    </FormControl>
  );
}
