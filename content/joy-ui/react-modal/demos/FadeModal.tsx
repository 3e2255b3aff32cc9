import * as React from 'react';
import { Transition } from 'react-transition-group';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const duration = 250;

export default function FadeModal() {
  const [open, setOpen] = React.useState(false);
  const nodeRef = React.useRef<HTMLDivElement>(null);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open with a fade
      </Button>
      <Transition in={open} timeout={duration} nodeRef={nodeRef}>
        {(state) => (
          <Modal
            ref={nodeRef}
            keepMounted
            open={state !== 'exited'}
            onClose={() => setOpen(false)}
            slotProps={{
              backdrop: {
                sx: {
                  opacity: state === 'entering' || state === 'entered' ? 1 : 0,
                  backdropFilter: state === 'entering' || state === 'entered' ? 'blur(8px)' : 'none',
                  transition: `opacity ${duration}ms, backdrop-filter ${duration}ms`,
                },
              },
            }}
            sx={{ visibility: state === 'exited' ? 'hidden' : 'visible' }}
          >
            <ModalDialog
              sx={{
                opacity: state === 'entering' || state === 'entered' ? 1 : 0,
                transform:
                  state === 'entering' || state === 'entered'
                    ? 'translate(-50%, -50%) scale(1)'
                    : 'translate(-50%, -50%) scale(0.95)',
                transition: `opacity ${duration}ms, transform ${duration}ms`,
              }}
            >
              <ModalClose aria-label="Close" />
              <DialogTitle>Smooth entrance</DialogTitle>
              <DialogContent>
                The dialog fades and scales in, and the backdrop blurs the page behind it.
              </DialogContent>
            </ModalDialog>
          </Modal>
        )}
      </Transition>
    </React.Fragment>
  );
}
