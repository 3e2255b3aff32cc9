import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';

const initialFiles = ['Q1 report.pdf', 'Lease agreement.pdf', 'Boarding pass.pdf'];

export default function InteractiveList() {
  const [files, setFiles] = useState(initialFiles);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      {files.length > 0 ? (
        <List aria-label="Attachments">
          {files.map((file) => (
            <ListItem
              key={file}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Delete ${file}`}
                  onClick={() => setFiles(files.filter((item) => item !== file))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar aria-hidden sx={{ bgcolor: 'error.main' }}>
                  <PictureAsPdfIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={file} secondary="PDF document" />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ p: 2 }}>
          No attachments.{' '}
          <Button size="small" onClick={() => setFiles(initialFiles)}>
            Restore
          </Button>
        </Typography>
      )}
    </Paper>
  );
}
