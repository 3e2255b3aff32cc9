import { useState } from 'react';
import Box from '@mui/material/Box';
import SpeedDial, { type CloseReason, type OpenReason } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';

const actions = [
  { name: 'New task', icon: <TaskAltOutlinedIcon /> },
  { name: 'New event', icon: <EventOutlinedIcon /> },
  { name: 'New contact', icon: <PersonAddAltOutlinedIcon /> },
];

export default function ClickOnlySpeedDial() {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState('Nothing created yet.');

  // Ignore hover and focus: only a click (or Enter/Space) on the button opens the dial.
  const handleOpen = (_event: unknown, reason: OpenReason) => {
    if (reason === 'toggle') setOpen(true);
  };
  // Keep every way of closing: the button, Escape, focus leaving. Ignore the pointer leaving.
  const handleClose = (_event: unknown, reason: CloseReason) => {
    if (reason !== 'mouseLeave') setOpen(false);
  };

  return (
    <Box sx={{ height: 300, position: 'relative', flexGrow: 1 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {last}
      </Typography>
      <SpeedDial
        ariaLabel="Create, opens on click"
        open={open}
        onOpen={handleOpen}
        onClose={handleClose}
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            onClick={() => {
              setLast(`${action.name} created.`);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
