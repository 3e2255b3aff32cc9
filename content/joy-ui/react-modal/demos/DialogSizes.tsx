import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

type Size = 'sm' | 'md' | 'lg';

export default function DialogSizes() {
  const [size, setSize] = React.useState<Size | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['sm', 'md', 'lg'] as const).map((item) => (
          <Button key={item} variant="outlined" color="neutral" onClick={() => setSize(item)}>
            {item}
          </Button>
        ))}
      </Box>
      <Modal open={size !== null} onClose={() => setSize(null)}>
        <ModalDialog size={size ?? 'md'}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Size {size}</DialogTitle>
          <DialogContent>
            The size changes the padding, the gap, the radius and the title font.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
