import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const initialTasks = ['Book the venue', 'Send invitations', 'Order the cake'];

export default function ListActions() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [done, setDone] = React.useState<string[]>([]);
  return (
    <List variant="outlined" aria-label="Party tasks" sx={{ maxWidth: 340, borderRadius: 'sm' }}>
      {tasks.map((task) => (
        <ListItem
          key={task}
          startAction={
            <Checkbox
              size="sm"
              slotProps={{ input: { 'aria-label': `Mark "${task}" as done` } }}
              checked={done.includes(task)}
              onChange={(event) =>
                setDone((current) =>
                  event.target.checked ? [...current, task] : current.filter((t) => t !== task),
                )
              }
            />
          }
          endAction={
            <IconButton
              aria-label={`Delete "${task}"`}
              size="sm"
              color="danger"
              onClick={() => setTasks((current) => current.filter((t) => t !== task))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemButton sx={{ textDecoration: done.includes(task) ? 'line-through' : 'none' }}>
            {task}
          </ListItemButton>
        </ListItem>
      ))}
      {tasks.length === 0 && <ListItem>Nothing left to do.</ListItem>}
    </List>
  );
}
