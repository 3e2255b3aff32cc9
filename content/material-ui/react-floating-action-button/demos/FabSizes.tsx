import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';

export default function FabSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Fab size="small" color="primary" aria-label="Add task, small">
          <AddIcon />
        </Fab>
        <Fab size="medium" color="primary" aria-label="Add task, medium">
          <AddIcon />
        </Fab>
        <Fab color="primary" aria-label="Add task, large">
          <AddIcon />
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Fab variant="extended" size="small" color="primary">
          <AddIcon sx={{ mr: 1 }} />
          New task
        </Fab>
        <Fab variant="extended" size="medium" color="primary">
          <AddIcon sx={{ mr: 1 }} />
          New task
        </Fab>
        <Fab variant="extended" color="primary">
          <AddIcon sx={{ mr: 1 }} />
          New task
        </Fab>
      </Stack>
    </Stack>
  );
}
