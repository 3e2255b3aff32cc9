import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState('');
  return (
    <React.Fragment>
      <Button startDecorator={<AddIcon />} onClick={() => setOpen(true)}>
        New board
      </Button>
      {created && (
        <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
          Created the board “{created}”.
        </Typography>
      )}
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ width: 400, maxWidth: '100%' }}>
          <DialogTitle>Create a board</DialogTitle>
          <DialogContent>Boards group the cards of one project.</DialogContent>
          <form
            onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              setCreated(String(data.get('name') ?? ''));
              setOpen(false);
            }}
          >
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                <Input name="name" autoFocus />
              </FormControl>
              <FormControl>
                <FormLabel>Description</FormLabel>
                <Input name="description" />
              </FormControl>
              <Button type="submit">Create</Button>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
