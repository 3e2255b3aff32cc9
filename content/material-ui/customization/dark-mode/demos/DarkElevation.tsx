import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

const elevations = [0, 1, 4, 8, 16, 24];

export default function DarkElevation() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: darkTheme }}>
      <Box
        sx={{
          p: 3,
          width: '100%',
          borderRadius: 1,
          bgcolor: 'background.default',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
          gap: 2,
        }}
      >
        {elevations.map((elevation) => (
          <Paper key={elevation} elevation={elevation} sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="body2">elevation={elevation}</Typography>
          </Paper>
        ))}
      </Box>
    </ThemeProvider>
  );
}
