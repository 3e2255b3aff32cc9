import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListItemContent from '@mui/joy/ListItemContent';
import Chip from '@mui/joy/Chip';
import InboxIcon from '@mui/icons-material/Inbox';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SendIcon from '@mui/icons-material/Send';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const folders = [
  { name: 'Inbox', icon: <InboxIcon />, unread: 12 },
  { name: 'Starred', icon: <StarBorderIcon />, unread: 0 },
  { name: 'Sent', icon: <SendIcon />, unread: 0 },
  { name: 'Trash', icon: <DeleteOutlineIcon />, unread: 0 },
];

export default function SelectableList() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <List
      component="nav"
      aria-label="Mail folders"
      sx={{ maxWidth: 280, '--ListItem-radius': '8px', '--List-gap': '4px' }}
    >
      {folders.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemButton
            selected={selected === folder.name}
            variant={selected === folder.name ? 'soft' : 'plain'}
            color={selected === folder.name ? 'primary' : 'neutral'}
            aria-current={selected === folder.name ? 'page' : undefined}
            onClick={() => setSelected(folder.name)}
          >
            <ListItemDecorator>{folder.icon}</ListItemDecorator>
            <ListItemContent>{folder.name}</ListItemContent>
            {folder.unread > 0 && (
              <Chip size="sm" variant="soft" color="primary">
                {folder.unread}
              </Chip>
            )}
          </ListItemButton>
        </ListItem>
      ))}
      <ListItem>
        <ListItemButton disabled>
          <ListItemDecorator />
          Archive (unavailable)
        </ListItemButton>
      </ListItem>
    </List>
  );
}
