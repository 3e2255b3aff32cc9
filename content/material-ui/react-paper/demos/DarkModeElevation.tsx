import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

const elevations = [0, 1, 4, 8, 16, 24];

export default function DarkModeElevation() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 3,
          p: 3,
          width: '100%',
          borderRadius: 1,
        }}
      >
        {elevations.map((elevation) => (
          <Paper
            key={elevation}
            elevation={elevation}
            sx={{
              height: 72,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              typography: 'body2',
            }}
          >
            {`elevation=${elevation}`}
          </Paper>
        ))}
      </Box>
    </ThemeProvider>
  );
}
