import { useState } from 'react';
import { TransitionGroup } from 'react-transition-group';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';

const allTasks = [
  'Book the meeting room',
  'Send the agenda',
  'Review the budget',
  'Update the roadmap',
  'Reply to the design team',
];

export default function TransitionGroupList() {
  const [tasks, setTasks] = useState(allTasks.slice(0, 3));

  const nextTask = allTasks.find((task) => !tasks.includes(task));

  return (
    <Stack spacing={1} alignItems="flex-start" sx={{ width: '100%', maxWidth: 360 }}>
      <Button
        variant="outlined"
        disabled={!nextTask}
        onClick={() => nextTask && setTasks((current) => [...current, nextTask])}
      >
        Add task
      </Button>
      <List dense sx={{ width: '100%' }}>
        <TransitionGroup component={null}>
          {tasks.map((task) => (
            <Collapse key={task} component="li">
              <ListItem
                component="div"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${task}`}
                    onClick={() =>
                      setTasks((current) => current.filter((item) => item !== task))
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={task} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
    </Stack>
  );
}
