import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';

const allTags = ['design', 'frontend', 'accessibility', 'performance'];

export default function DeletableChips() {
  const [tags, setTags] = React.useState(allTags);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          variant="soft"
          color="primary"
          endDecorator={
            <ChipDelete
              aria-label={`Remove ${tag}`}
              onDelete={() => setTags((current) => current.filter((item) => item !== tag))}
            />
          }
        >
          {tag}
        </Chip>
      ))}
      {tags.length < allTags.length && (
        <Button size="sm" variant="plain" onClick={() => setTags(allTags)}>
          Reset tags
        </Button>
      )}
    </Box>
  );
}
