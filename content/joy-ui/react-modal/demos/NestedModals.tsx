import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function NestedModals() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setSettingsOpen(true)}>
        Account settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <ModalDialog>
          <DialogTitle>Account settings</DialogTitle>
          <DialogContent>Signed in as mina@example.com on three devices.</DialogContent>
          <DialogActions>
            <Button variant="soft" color="danger" onClick={() => setConfirmOpen(true)}>
              Sign out everywhere
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setSettingsOpen(false)}>
              Close
            </Button>
          </DialogActions>
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)}>
            <ModalDialog role="alertdialog" size="sm" variant="solid" color="danger" invertedColors>
              <DialogTitle>Sign out of all devices?</DialogTitle>
              <DialogContent>You will need your password on each of them.</DialogContent>
              <DialogActions>
                <Button
                  onClick={() => {
                    setConfirmOpen(false);
                    setSettingsOpen(false);
                  }}
                >
                  Sign out
                </Button>
                <Button variant="plain" onClick={() => setConfirmOpen(false)}>
                  Cancel
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
