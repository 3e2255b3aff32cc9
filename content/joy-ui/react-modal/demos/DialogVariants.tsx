import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';

type Variant = NonNullable<ModalDialogProps['variant']>;

export default function DialogVariants() {
  const [variant, setVariant] = React.useState<Variant | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['plain', 'outlined', 'soft', 'solid'] as const).map((item) => (
          <Button key={item} variant="outlined" color="neutral" onClick={() => setVariant(item)}>
            {item}
          </Button>
        ))}
      </Box>
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? 'outlined'} color="primary">
          <ModalClose aria-label="Close" />
          <DialogTitle>A {variant} dialog</DialogTitle>
          <DialogContent>
            The variant styles the dialog surface; the close button and the text follow it.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
