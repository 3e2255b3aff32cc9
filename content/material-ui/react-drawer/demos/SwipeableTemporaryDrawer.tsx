import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';

const shareOptions = [
  { label: 'Copy link', icon: <ContentCopyIcon /> },
  { label: 'Send by email', icon: <EmailIcon /> },
  { label: 'Print', icon: <PrintIcon /> },
];

export default function SwipeableTemporaryDrawer() {
  const [open, setOpen] = useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share recipe
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // Only because this page has other content at the bottom edge; see below.
        disableSwipeToOpen
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 4,
            borderRadius: 2,
            bgcolor: 'action.disabled',
            mx: 'auto',
            mt: 1,
          }}
        />
        <List aria-label="Share options">
          {shareOptions.map((option) => (
            <ListItem key={option.label} disablePadding>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemIcon>{option.icon}</ListItemIcon>
                <ListItemText primary={option.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </div>
  );
}
