import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';

export default function CustomizedInputBase() {
  return (
    <Paper
      component="form"
      role="search"
      variant="outlined"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', alignItems: 'center', width: '100%', maxWidth: 420, px: 1 }}
    >
      <IconButton type="submit" aria-label="Search">
        <SearchIcon />
      </IconButton>
      <InputBase
        placeholder="Search recipes"
        inputProps={{ 'aria-label': 'Search recipes' }}
        sx={{ flex: 1, mx: 1 }}
      />
      <Divider orientation="vertical" flexItem sx={{ my: 1 }} />
      <IconButton aria-label="Search filters">
        <TuneIcon />
      </IconButton>
    </Paper>
  );
}
