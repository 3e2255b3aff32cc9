import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';

type Layout = NonNullable<ModalDialogProps['layout']>;

export default function DialogLayouts() {
  const [layout, setLayout] = React.useState<Layout | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
          Center
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
          Full screen
        </Button>
      </Box>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        <ModalDialog layout={layout ?? 'center'}>
          <ModalClose aria-label="Close" />
          <DialogTitle>
            {layout === 'fullscreen' ? 'A full-screen dialog' : 'A centred dialog'}
          </DialogTitle>
          <DialogContent>
            {layout === 'fullscreen'
              ? 'It covers the whole viewport, with no radius and no border: good for editors and for phones.'
              : 'It sits in the middle of the viewport and grows with its content, within the screen.'}
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
