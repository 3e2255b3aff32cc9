import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';

const files = [
  { name: 'Invoices', detail: 'Folder · 18 files', icon: <FolderIcon /> },
  { name: 'Team photo.png', detail: 'Image · 2.4 MB', icon: <ImageIcon /> },
  { name: 'Roadmap.docx', detail: 'Document · 96 KB', icon: <DescriptionIcon /> },
];

export default function FolderList() {
  const [dense, setDense] = useState(false);
  const [showDetails, setShowDetails] = useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={dense}
              onChange={(event) => setDense(event.target.checked)}
            />
          }
          label="Dense"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showDetails}
              onChange={(event) => setShowDetails(event.target.checked)}
            />
          }
          label="Secondary text"
        />
      </FormGroup>
      <Paper variant="outlined">
        <List dense={dense} aria-label="Shared files">
          {files.map((file) => (
            <ListItem key={file.name}>
              <ListItemAvatar>
                <Avatar aria-hidden>{file.icon}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={file.name}
                secondary={showDetails ? file.detail : null}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
