import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';

export default function DeleteIconChips() {
  const [message, setMessage] = useState('No action yet.');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip
          label="Invitation from Mina"
          color="success"
          variant="outlined"
          deleteIcon={<CheckIcon />}
          onDelete={() => setMessage('Invitation accepted.')}
        />
        <Chip
          label="Old draft"
          deleteIcon={<DeleteIcon />}
          onDelete={() => setMessage('Draft moved to the bin.')}
        />
        <Chip
          label="Filter: this week"
          color="primary"
          deleteIcon={<CloseIcon />}
          onClick={() => setMessage('Opened the date filter.')}
          onDelete={() => setMessage('Date filter removed.')}
        />
        {/* Without onDelete the deleteIcon is not rendered. */}
        <Chip label="No handler, no icon" deleteIcon={<DeleteIcon />} />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
