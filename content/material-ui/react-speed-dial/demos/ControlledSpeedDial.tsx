import { useState } from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';

const actions = [
  { name: 'New task', icon: <TaskAltOutlinedIcon /> },
  { name: 'New event', icon: <EventOutlinedIcon /> },
  { name: 'Invite member', icon: <PersonAddAltOutlinedIcon /> },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = useState(false);
  const [lastAction, setLastAction] = useState<string | null>(null);

  const handleAction = (name: string) => {
    setLastAction(name);
    setOpen(false);
  };

  return (
    <Box sx={{ height: 320, position: 'relative', flexGrow: 1 }}>
      <Typography color="text.secondary" aria-live="polite">
        {lastAction ? `You chose: ${lastAction}` : 'No action chosen yet.'}
      </Typography>
      <SpeedDial
        ariaLabel="Create"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            onClick={() => handleAction(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
