import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [lastAction, setLastAction] = React.useState('none');
  const choose = (action: string) => () => {
    setLastAction(action);
    setOpen(false);
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        <MenuButton>Export</MenuButton>
        <Menu>
          <MenuItem onClick={choose('PDF')}>As PDF</MenuItem>
          <MenuItem onClick={choose('CSV')}>As CSV</MenuItem>
          <MenuItem onClick={choose('PNG')}>As image</MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">
        Menu is {open ? 'open' : 'closed'}; last export: {lastAction}
      </Typography>
    </Stack>
  );
}
