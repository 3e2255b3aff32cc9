import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogActions, { type DialogActionsProps } from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

type Orientation = NonNullable<DialogActionsProps['orientation']>;

export default function DialogActionsLayout() {
  const [orientation, setOrientation] = React.useState<Orientation | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['horizontal-reverse', 'horizontal', 'vertical'] as const).map((item) => (
          <Button key={item} variant="outlined" color="neutral" onClick={() => setOrientation(item)}>
            {item}
          </Button>
        ))}
      </Box>
      <Modal open={orientation !== null} onClose={() => setOrientation(null)}>
        <ModalDialog sx={{ width: 380, maxWidth: '100%' }}>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogContent>orientation=&quot;{orientation}&quot;, buttonFlex=&quot;1&quot;</DialogContent>
          <DialogActions orientation={orientation ?? 'horizontal-reverse'} buttonFlex="1">
            <Button onClick={() => setOrientation(null)}>Save</Button>
            <Button variant="outlined" color="neutral" onClick={() => setOrientation(null)}>
              Leave
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
