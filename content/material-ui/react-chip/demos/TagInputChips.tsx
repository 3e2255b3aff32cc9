import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TagInputChips() {
  const [tags, setTags] = useState(['gardening', 'balcony', 'herbs']);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const chipRefs = useRef(new Map<string, HTMLDivElement>());

  const addTag = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim().toLowerCase();
    if (tag && !tags.includes(tag)) {
      setTags([...tags, tag]);
    }
    setDraft('');
  };

  const removeTag = (tag: string) => {
    const index = tags.indexOf(tag);
    const next = tags.filter((item) => item !== tag);
    setTags(next);
    // Keep the focus in the list: on the next chip, the previous one, or the input.
    const neighbour = next[index] ?? next[index - 1];
    const target = neighbour ? chipRefs.current.get(neighbour) : inputRef.current;
    requestAnimationFrame(() => target?.focus());
  };

  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-label="Tags"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {tags.map((tag) => (
          <li key={tag}>
            <Chip
              ref={(node: HTMLDivElement | null) => {
                if (node) chipRefs.current.set(tag, node);
                else chipRefs.current.delete(tag);
              }}
              label={tag}
              onDelete={() => removeTag(tag)}
            />
          </li>
        ))}
      </Box>
      <Stack component="form" direction="row" spacing={1} onSubmit={addTag}>
        <TextField
          inputRef={inputRef}
          size="small"
          label="New tag"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          Add
        </Button>
      </Stack>
    </Stack>
  );
}
