import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import ModalClose from '@mui/joy/ModalClose';

export default function DrawerCssVariables() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open a narrow, slow drawer
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          '--Drawer-horizontalSize': 'min(240px, 80vw)',
          '--Drawer-transitionDuration': open ? '0.6s' : '0.25s',
          '--Drawer-transitionFunction': 'cubic-bezier(0.2, 0.9, 0.3, 1)',
        }}
      >
        <DialogTitle>Shortcuts</DialogTitle>
        <ModalClose aria-label="Close" />
        <DialogContent sx={{ px: 1.5 }}>
          This drawer is 240 px wide, opens in 0.6 s and closes in 0.25 s.
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
