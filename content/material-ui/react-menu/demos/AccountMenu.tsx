import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';

const accounts = [
  { name: 'Inès Moreau', email: 'ines@studio-moreau.fr', initials: 'IM' },
  { name: 'Inès (work)', email: 'i.moreau@northwind.example', initials: 'IW' },
];

export default function AccountMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [current, setCurrent] = useState(0);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <IconButton
        id="account-menu-button"
        // The name includes the initials, the button's visible text.
        aria-label={`${accounts[current]?.initials}, account menu of ${accounts[current]?.name}`}
        aria-controls={open ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchorEl(event.currentTarget)}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
          {accounts[current]?.initials}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        MenuListProps={{ 'aria-labelledby': 'account-menu-button' }}
        slotProps={{
          paper: {
            elevation: 3,
            sx: {
              mt: 1,
              overflow: 'visible',
              // A small arrow pointing at the avatar, drawn by the paper itself.
              '&::before': {
                content: '""',
                position: 'absolute',
                top: -6,
                left: 'calc(50% - 6px)',
                width: 12,
                height: 12,
                bgcolor: 'background.paper',
                transform: 'rotate(45deg)',
              },
            },
          },
        }}
      >
        {accounts.map((account, index) => (
          <MenuItem
            key={account.email}
            selected={index === current}
            onClick={() => {
              setCurrent(index);
              close();
            }}
          >
            <ListItemAvatar>
              <Avatar sx={{ width: 32, height: 32 }}>{account.initials}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={account.name} secondary={account.email} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={close}>
          <ListItemIcon>
            <PersonAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Add another account
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </div>
  );
}
