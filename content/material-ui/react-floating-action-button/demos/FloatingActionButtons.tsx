import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import NavigationIcon from '@mui/icons-material/Navigation';

export default function FloatingActionButtons() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Fab color="primary" aria-label="Add contact">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit profile">
        <EditIcon />
      </Fab>
      <Fab variant="extended">
        <NavigationIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
      <Fab disabled aria-label="Like">
        <FavoriteIcon />
      </Fab>
    </Stack>
  );
}
