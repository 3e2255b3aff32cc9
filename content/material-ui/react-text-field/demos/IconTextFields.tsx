import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Search from '@mui/icons-material/Search';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function IconTextFields() {
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap alignItems="flex-end">
      <TextField
        id="icon-standard"
        label="Username"
        variant="standard"
        InputProps={{
          startAdornment: (
            <InputAdornment position="start">
              <AccountCircle />
            </InputAdornment>
          ),
        }}
      />
      <TextField
        id="icon-filled"
        label="Search orders"
        variant="filled"
        InputProps={{
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <AccountCircle sx={{ color: 'action.active', mb: 0.5 }} />
        <TextField id="icon-beside" label="Display name" variant="standard" />
      </Box>
    </Stack>
  );
}
