import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import ModalClose from '@mui/joy/ModalClose';

type Anchor = 'top' | 'right' | 'bottom' | 'left';
const anchors: Anchor[] = ['top', 'right', 'bottom', 'left'];

export default function DrawerAnchor() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <ButtonGroup variant="outlined" aria-label="Open a drawer from" sx={{ flexWrap: 'wrap' }}>
        {anchors.map((side) => (
          <Button
            key={side}
            onClick={() => {
              setAnchor(side);
              setOpen(true);
            }}
          >
            {side}
          </Button>
        ))}
      </ButtonGroup>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>anchor=&quot;{anchor}&quot;</DialogTitle>
        <ModalClose aria-label="Close" />
        <DialogContent sx={{ px: 1.5 }}>
          Left and right drawers take the full height; top and bottom drawers take the full width.
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
