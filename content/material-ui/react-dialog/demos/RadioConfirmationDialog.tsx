import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const timeZones = [
  'UTC−08:00 Los Angeles',
  'UTC−05:00 New York',
  'UTC−03:00 São Paulo',
  'UTC±00:00 London',
  'UTC+01:00 Lagos',
  'UTC+02:00 Cairo',
  'UTC+03:00 Nairobi',
  'UTC+05:30 Mumbai',
  'UTC+08:00 Singapore',
  'UTC+09:00 Tokyo',
  'UTC+10:00 Sydney',
  'UTC+12:00 Auckland',
];

interface ChooserProps {
  open: boolean;
  value: string;
  onClose: (value?: string) => void;
}

// The choice inside the dialog is a draft: it only becomes the value on OK.
function TimeZoneChooser({ open, value, onClose }: ChooserProps) {
  const [draft, setDraft] = useState(value);

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      // Start from the current value each time the dialog opens.
      TransitionProps={{ onEnter: () => setDraft(value) }}
      maxWidth="xs"
      fullWidth
      aria-labelledby="radio-confirmation-title"
    >
      <DialogTitle id="radio-confirmation-title">Time zone</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 320 }}>
        <RadioGroup
          aria-labelledby="radio-confirmation-title"
          name="time-zone"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        >
          {timeZones.map((zone) => (
            <FormControlLabel key={zone} value={zone} control={<Radio />} label={zone} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button onClick={() => onClose(draft)}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function RadioConfirmationDialog() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('UTC±00:00 London');

  return (
    <List sx={{ width: 340, maxWidth: '100%', bgcolor: 'background.paper' }}>
      <ListItem disablePadding>
        <ListItemButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <ListItemText primary="Time zone" secondary={value} />
        </ListItemButton>
      </ListItem>
      <TimeZoneChooser
        open={open}
        value={value}
        onClose={(newValue) => {
          setOpen(false);
          if (newValue) {
            setValue(newValue);
          }
        }}
      />
    </List>
  );
}
