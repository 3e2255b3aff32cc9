import { useState } from 'react';
import { TransitionGroup } from 'react-transition-group';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';

const backlog = [
  'Renew the domain name',
  'Reply to the design review',
  'Update the onboarding email',
  'Plan the quarterly review',
  'Archive last year’s invoices',
];

export default function AnimatedTaskList() {
  const [tasks, setTasks] = useState(backlog.slice(0, 2));
  const nextTask = backlog.find((task) => !tasks.includes(task));

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Button
        variant="contained"
        disabled={!nextTask}
        onClick={() => nextTask && setTasks((current) => [...current, nextTask])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add task
      </Button>
      <Paper variant="outlined">
        <List aria-label="Tasks">
          <TransitionGroup component={null}>
            {tasks.map((task) => (
              <Collapse key={task} component="li">
                <ListItem
                  component="div"
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Remove “${task}”`}
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
      </Paper>
    </Stack>
  );
}
