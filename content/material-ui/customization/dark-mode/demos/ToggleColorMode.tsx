import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

export default function ToggleColorMode() {
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const theme = useMemo(() => createTheme({ palette: { mode } }), [mode]);
  const nextMode = mode === 'light' ? 'dark' : 'light';

  return (
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Box sx={{ p: 3, width: '100%', borderRadius: 1, bgcolor: 'background.default' }}>
        <Paper sx={{ p: 2, maxWidth: 400, mx: 'auto' }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography variant="subtitle1" component="p">
              Reading settings
            </Typography>
            <IconButton
              onClick={() => setMode(nextMode)}
              aria-label={`Switch to ${nextMode} mode`}
            >
              {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
            </IconButton>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The {mode} palette is active.
          </Typography>
          <TextField
            id="toggle-color-mode-name"
            label="Display name"
            defaultValue="Rosa Diaz"
            size="small"
            fullWidth
            sx={{ mb: 2 }}
          />
          <Button variant="contained">Save</Button>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
