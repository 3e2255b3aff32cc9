import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const theme = createTheme({
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#ad1457' },
    background: { paper: '#fbfaf7' },
  },
  shape: { borderRadius: 12 },
  typography: {
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

export default function BrandTheme() {
  return (
    // THEME_ID scopes the theme to Material UI components in this demo only.
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 420 }}>
        <Typography variant="h6" component="p" gutterBottom>
          Weekend cabin, Lake Vassiv
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip label="Sleeps 4" color="primary" variant="outlined" />
          <Chip label="Pet friendly" color="secondary" />
        </Stack>
        <FormControlLabel
          control={<Switch defaultChecked />}
          label="Add cleaning service"
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained">Book now</Button>
          <Button>Save to wishlist</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
