import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';

export default function ChipsArray() {
  const [tags, setTags] = useState(['react', 'typescript', 'accessibility']);
  const [draft, setDraft] = useState('');

  const addTag = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tag = draft.trim().toLowerCase();
    if (tag !== '' && !tags.includes(tag)) {
      setTags([...tags, tag]);
    }
    setDraft('');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 440 }}>
      <Box
        component="ul"
        aria-label="Article tags"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {tags.map((tag) => (
          <li key={tag}>
            <Chip
              label={tag}
              onDelete={() => setTags(tags.filter((item) => item !== tag))}
            />
          </li>
        ))}
      </Box>
      <Box component="form" onSubmit={addTag} sx={{ mt: 2 }}>
        <TextField
          id="chips-array-new-tag"
          label="Add a tag"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          helperText="Press Enter to add it."
          fullWidth
        />
      </Box>
    </Paper>
  );
}
