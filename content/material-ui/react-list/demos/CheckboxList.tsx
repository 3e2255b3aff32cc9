import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import NotesIcon from '@mui/icons-material/Notes';

const tasks = ['Book the venue', 'Send the invitations', 'Order the cake', 'Confirm the band'];

export default function CheckboxList() {
  const [done, setDone] = useState<string[]>(['Book the venue']);

  const toggle = (task: string) =>
    setDone((current) =>
      current.includes(task) ? current.filter((item) => item !== task) : [...current, task],
    );

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <List aria-label="Party checklist">
        {tasks.map((task) => {
          const labelId = `checkbox-list-${task.replace(/\s+/g, '-').toLowerCase()}`;
          const checked = done.includes(task);
          return (
            <ListItem
              key={task}
              disablePadding
              secondaryAction={
                <IconButton edge="end" aria-label={`Notes on ${task}`}>
                  <NotesIcon />
                </IconButton>
              }
            >
              {/* The whole row toggles the checkbox; the checkbox itself is not a second tab stop. */}
              <ListItemButton dense role={undefined} onClick={() => toggle(task)}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    tabIndex={-1}
                    disableRipple
                    inputProps={{ 'aria-labelledby': labelId }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={task}
                  sx={
                    checked
                      ? {
                          textDecoration: 'line-through',
                          color: 'text.secondary',
                        }
                      : undefined
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
