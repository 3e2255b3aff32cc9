import { useState } from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Close from '@mui/icons-material/Close';

export default function InvertedAlert() {
  const [open, setOpen] = useState(true);

  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show the alert again
      </Button>
    );
  }

  return (
    <Alert
      variant="solid"
      color="danger"
      invertedColors
      sx={{ flexWrap: 'wrap' }}
      endDecorator={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button size="sm" variant="solid">
            Retry
          </Button>
          <IconButton size="sm" variant="plain" aria-label="Close the alert" onClick={() => setOpen(false)}>
            <Close sx={{ fontSize: 'var(--Icon-fontSize)', color: 'inherit' }} />
          </IconButton>
        </Stack>
      }
    >
      The payment could not be processed.
    </Alert>
  );
}
