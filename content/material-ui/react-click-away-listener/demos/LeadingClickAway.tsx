import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function LeadingClickAway() {
  const [name, setName] = useState('Quarterly report');
  const [draft, setDraft] = useState(name);
  const [editing, setEditing] = useState(false);

  const save = () => {
    setName(draft.trim() || name);
    setEditing(false);
  };

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography>{name}</Typography>
        <Button
          size="small"
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          Rename
        </Button>
      </Box>
    );
  }

  return (
    <ClickAwayListener
      mouseEvent="onMouseDown"
      touchEvent="onTouchStart"
      onClickAway={save}
    >
      <TextField
        autoFocus
        size="small"
        label="Document name"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setEditing(false);
        }}
        helperText="Press outside the field or Enter to save"
      />
    </ClickAwayListener>
  );
}
