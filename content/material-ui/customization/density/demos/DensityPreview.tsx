import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

export default function DensityPreview() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Toolbar sx={{ bgcolor: 'action.hover', borderRadius: 1 }} data-testid="density-toolbar">
        <Typography variant="subtitle1">Inbox</Typography>
      </Toolbar>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField label="Search" />
        <Button variant="contained" data-testid="density-button">
          Find
        </Button>
        <IconButton aria-label="Delete">
          <DeleteIcon />
        </IconButton>
      </Stack>
      <List>
        <ListItem>
          <ListItemText primary="First message" secondary="Yesterday" />
        </ListItem>
        <ListItem>
          <ListItemText primary="Second message" secondary="Today" />
        </ListItem>
      </List>
      <TablePagination component="div" count={42} page={0} rowsPerPage={10} onPageChange={() => {}} />
    </Stack>
  );
}
