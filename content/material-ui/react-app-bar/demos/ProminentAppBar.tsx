import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

// A taller toolbar whose title sits on its bottom edge.
const ProminentToolbar = styled(Toolbar)(({ theme }) => ({
  alignItems: 'flex-start',
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { minHeight: 128 },
  minHeight: 112,
}));

export default function ProminentAppBar() {
  return (
    <AppBar position="static">
      <ProminentToolbar>
        <IconButton size="large" edge="start" color="inherit" aria-label="Open navigation menu">
          <MenuIcon />
        </IconButton>
        <Typography variant="h5" component="div" sx={{ flexGrow: 1, alignSelf: 'flex-end', ml: 1 }}>
          Weekend trips
        </Typography>
        <IconButton size="large" color="inherit" aria-label="Search trips">
          <SearchIcon />
        </IconButton>
        <IconButton size="large" edge="end" color="inherit" aria-label="More options">
          <MoreVertIcon />
        </IconButton>
      </ProminentToolbar>
    </AppBar>
  );
}
