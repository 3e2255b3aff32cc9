import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

type MaxWidth = NonNullable<DialogProps['maxWidth']>;
const sizes: { value: string; label: string }[] = [
  { value: 'xs', label: 'xs (444 px)' },
  { value: 'sm', label: 'sm (600 px, default)' },
  { value: 'md', label: 'md (900 px)' },
  { value: 'lg', label: 'lg (1200 px)' },
  { value: 'false', label: 'false (no limit)' },
];

export default function SizedDialog() {
  const [open, setOpen] = useState(false);
  const [maxWidth, setMaxWidth] = useState<MaxWidth>('sm');
  const [fullWidth, setFullWidth] = useState(true);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
      <TextField
        select
        id="sized-dialog-max-width"
        label="maxWidth"
        size="small"
        value={String(maxWidth)}
        onChange={(event) =>
          setMaxWidth(
            event.target.value === 'false'
              ? false
              : (event.target.value as MaxWidth),
          )
        }
        sx={{ minWidth: 200 }}
      >
        {sizes.map((size) => (
          <MenuItem key={size.value} value={size.value}>
            {size.label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={fullWidth}
            onChange={(event) => setFullWidth(event.target.checked)}
          />
        }
        label="fullWidth"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={maxWidth}
        fullWidth={fullWidth}
      >
        <DialogTitle>Release notes</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Version 3.2 adds shared folders, faster search and a dark theme for the
            mobile app. This dialog uses maxWidth {String(maxWidth)}
            {fullWidth ? ' and stretches to it' : ' and fits its content'}.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
