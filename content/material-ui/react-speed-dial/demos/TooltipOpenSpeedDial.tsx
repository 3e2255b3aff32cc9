import { useState } from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import QrCodeScannerOutlinedIcon from '@mui/icons-material/QrCodeScannerOutlined';

const actions = [
  { name: 'Take photo', icon: <CameraAltOutlinedIcon /> },
  { name: 'Scan code', icon: <QrCodeScannerOutlinedIcon /> },
  { name: 'Choose file', icon: <FolderOpenOutlinedIcon /> },
];

export default function TooltipOpenSpeedDial() {
  const [open, setOpen] = useState(false);

  return (
    <Box sx={{ height: 320, position: 'relative', flexGrow: 1 }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          bgcolor: 'background.default',
          opacity: open ? 0.85 : 0,
          pointerEvents: 'none',
          transition: 'opacity 200ms',
        }}
      />
      <SpeedDial
        ariaLabel="Add attachment"
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
            tooltipOpen
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
