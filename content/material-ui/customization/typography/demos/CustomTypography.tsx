import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const serif = 'Georgia, "Times New Roman", serif';

const theme = createTheme({
  typography: {
    // System fonts: nothing to download.
    fontFamily: [
      '-apple-system',
      'BlinkMacSystemFont',
      '"Segoe UI"',
      'Helvetica',
      'Arial',
      'sans-serif',
    ].join(','),
    h5: { fontFamily: serif, fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

export default function CustomTypography() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
        <Typography variant="overline" component="p" color="primary">
          Field notes
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          Why the river birches lean east
        </Typography>
        <Typography variant="body1" paragraph>
          Prevailing winds and the shade of the ridge push the young trees toward the
          morning light. After a few decades, the whole grove tilts.
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          Six minute read · Updated in spring
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained">Read the article</Button>
          <Button>Save</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
