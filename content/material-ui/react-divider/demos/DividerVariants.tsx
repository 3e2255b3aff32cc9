import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ImageIcon from '@mui/icons-material/Image';
import WorkIcon from '@mui/icons-material/Work';

export default function DividerVariants() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Albums">
        <ListItem>
          <ListItemAvatar>
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
              <ImageIcon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary="Photos" secondary="1,204 items" />
        </ListItem>
        <Divider component="li" variant="inset" aria-hidden="true" />
        <ListItem>
          <ListItemAvatar>
            <Avatar aria-hidden sx={{ bgcolor: 'secondary.main' }}>
              <WorkIcon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary="Work" secondary="87 items" />
        </ListItem>
        <Divider component="li" variant="middle" aria-hidden="true" />
        <ListItem>
          <ListItemAvatar>
            <Avatar aria-hidden sx={{ bgcolor: 'success.main' }}>
              <BeachAccessIcon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary="Vacation" secondary="342 items" />
        </ListItem>
        <Divider component="li" aria-hidden="true" />
        <ListItem>
          <ListItemText inset primary="Shared with me" secondary="12 albums" />
        </ListItem>
      </List>
    </Paper>
  );
}
