import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ChipActions() {
  const [message, setMessage] = useState('Click or delete a chip.');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip label="Clickable" onClick={() => setMessage('You clicked “Clickable”.')} />
        <Chip
          label="Deletable"
          variant="outlined"
          onDelete={() => setMessage('You deleted “Deletable”.')}
        />
        <Chip
          label="Both"
          color="primary"
          onClick={() => setMessage('You clicked “Both”.')}
          onDelete={() => setMessage('You deleted “Both”.')}
        />
        <Chip label="Disabled" disabled aria-disabled skipFocusWhenDisabled onDelete={() => {}} />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
