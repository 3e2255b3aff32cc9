import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import ModalClose from '@mui/joy/ModalClose';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';

const destinations = ['Dashboard', 'Projects', 'Calendar', 'Team', 'Settings'];

export default function DrawerBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Workspace</DialogTitle>
        <ModalClose aria-label="Close navigation" />
        <List component="nav" aria-label="Workspace pages">
          {destinations.map((name) => (
            <ListItem key={name}>
              <ListItemButton onClick={() => setOpen(false)}>{name}</ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
