import { useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const durations = { '3 s': 3000, '8 s': 8000, Never: null } as const;
type DurationLabel = keyof typeof durations;

export default function AutoHideSnackbar() {
  const [label, setLabel] = useState<DurationLabel>('3 s');
  const [open, setOpen] = useState(false);
  const [lastReason, setLastReason] = useState<SnackbarCloseReason | 'none'>('none');

  const handleClose = (_event: SyntheticEvent | Event, reason: SnackbarCloseReason) => {
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={label}
        onChange={(_event, next: DurationLabel | null) => {
          if (next) {
            setLabel(next);
          }
        }}
        aria-label="Hide the message after"
      >
        {(Object.keys(durations) as DurationLabel[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Last close reason: <code>{lastReason}</code>
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={durations[label]}
        resumeHideDuration={2000}
        onClose={handleClose}
        message="Draft saved. Hover the message to keep it."
      />
    </Stack>
  );
}
