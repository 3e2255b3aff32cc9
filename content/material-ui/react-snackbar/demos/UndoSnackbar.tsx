import { useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';

interface Conversation {
  id: number;
  subject: string;
}

const initialInbox: Conversation[] = [
  { id: 1, subject: 'Quarterly report draft' },
  { id: 2, subject: 'Team lunch on Friday' },
  { id: 3, subject: 'Your parcel has shipped' },
];

interface Archived {
  item: Conversation;
  index: number;
}

export default function UndoSnackbar() {
  const [inbox, setInbox] = useState(initialInbox);
  const [archived, setArchived] = useState<Archived | null>(null);
  const [open, setOpen] = useState(false);

  const handleArchive = (index: number) => {
    const item = inbox[index]!;
    setInbox((previous) => previous.filter((conversation) => conversation.id !== item.id));
    setArchived({ item, index });
    setOpen(true);
  };

  const handleUndo = () => {
    if (archived) {
      setInbox((previous) => {
        const next = [...previous];
        next.splice(archived.index, 0, archived.item);
        return next;
      });
    }
    setOpen(false);
  };

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <div>
      <List dense sx={{ width: '100%', maxWidth: 340 }}>
        {inbox.map((conversation, index) => (
          <ListItem
            key={conversation.id}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Archive ${conversation.subject}`}
                onClick={() => handleArchive(index)}
              >
                <ArchiveOutlined />
              </IconButton>
            }
          >
            <ListItemText primary={conversation.subject} />
          </ListItem>
        ))}
      </List>
      <Button size="small" onClick={() => setInbox(initialInbox)} disabled={inbox.length === initialInbox.length}>
        Restore all
      </Button>
      <Snackbar
        key={archived?.item.id}
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={
          <Button color="inherit" size="small" onClick={handleUndo}>
            Undo
          </Button>
        }
      />
    </div>
  );
}
