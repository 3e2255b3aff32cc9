import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Typography from '@mui/joy/Typography';

const clauses = Array.from({ length: 24 }, (_, index) => `Clause ${index + 1}`);

function Terms() {
  return (
    <List>
      {clauses.map((clause) => (
        <ListItem key={clause}>
          <Typography level="body-sm">
            {clause}: the service is provided as described on the pricing page, and either side
            may end it with thirty days’ notice.
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

export default function ScrollableDialog() {
  const [mode, setMode] = React.useState<'content' | 'overflow' | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="neutral" onClick={() => setMode('content')}>
          Scroll the content
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => setMode('overflow')}>
          Scroll the whole dialog
        </Button>
      </Box>
      <Modal open={mode === 'content'} onClose={() => setMode(null)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Terms of service</DialogTitle>
          <DialogContent>
            <Terms />
          </DialogContent>
        </ModalDialog>
      </Modal>
      <Modal open={mode === 'overflow'} onClose={() => setMode(null)}>
        <ModalOverflow>
          <ModalDialog>
            <ModalClose aria-label="Close" />
            <DialogTitle>Terms of service</DialogTitle>
            <DialogContent sx={{ overflow: 'visible' }}>
              <Terms />
            </DialogContent>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </React.Fragment>
  );
}
