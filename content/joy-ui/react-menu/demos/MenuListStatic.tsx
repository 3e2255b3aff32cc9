import MenuList from '@mui/joy/MenuList';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import DraftsRoundedIcon from '@mui/icons-material/DraftsRounded';

export default function MenuListStatic() {
  return (
    <MenuList aria-label="Mailbox folders" sx={{ maxWidth: 240, borderRadius: 'sm' }}>
      <MenuItem selected>
        <ListItemDecorator>
          <InboxRoundedIcon />
        </ListItemDecorator>
        Inbox
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <SendRoundedIcon />
        </ListItemDecorator>
        Sent
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <DraftsRoundedIcon />
        </ListItemDecorator>
        Drafts
      </MenuItem>
    </MenuList>
  );
}
