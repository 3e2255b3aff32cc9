import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const themes = {
  default: createTheme(),
  slow: createTheme({
    transitions: { duration: { enteringScreen: 900, leavingScreen: 700, short: 800 } },
  }),
  off: createTheme({
    transitions: { create: () => 'none' },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  }),
};

type Choice = keyof typeof themes;

export default function ThemeDurations() {
  const [choice, setChoice] = useState<Choice>('default');
  const [shown, setShown] = useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        onChange={(_event, next: Choice | null) => next && setChoice(next)}
        aria-label="Transition settings"
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="slow">Slow</ToggleButton>
        <ToggleButton value="off">Off</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={{ [THEME_ID]: themes[choice] }}>
        <Paper variant="outlined" sx={{ p: 2, minHeight: 120 }}>
          <Button
            variant="contained"
            onClick={() => setShown((value) => !value)}
            sx={{ mb: 2 }}
          >
            {shown ? 'Hide message' : 'Show message'}
          </Button>
          <Fade in={shown}>
            <Alert severity="info">Backups run every night at 02:00.</Alert>
          </Fade>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
