import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID, type Theme } from '@mui/material/styles';

const appTheme = createTheme({
  palette: { primary: { main: '#283593' } },
  shape: { borderRadius: 8 },
});

// Receives the outer theme and changes one colour; everything else is inherited.
function dangerZoneTheme(outer: Theme): Theme {
  return {
    ...outer,
    palette: {
      ...outer.palette,
      primary: outer.palette.augmentColor({ color: { main: '#c62828' } }),
    },
  };
}

export default function NestedThemes() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: appTheme }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 460 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          Project settings
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          <Button variant="contained">Save changes</Button>
          <Button variant="outlined">Invite members</Button>
        </Stack>
        <ThemeProvider theme={{ [THEME_ID]: dangerZoneTheme }}>
          <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main' }}>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Danger zone: these actions cannot be undone.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained">Delete project</Button>
              <Button variant="outlined">Transfer ownership</Button>
            </Stack>
          </Paper>
        </ThemeProvider>
      </Paper>
    </ThemeProvider>
  );
}
