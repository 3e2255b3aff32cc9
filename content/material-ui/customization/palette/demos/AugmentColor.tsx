import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const baseTheme = createTheme();
const choices = ['#6a1b9a', '#00838f', '#ffb300', '#ad1457'];

export default function AugmentColor() {
  const [main, setMain] = useState(choices[0] ?? '#6a1b9a');
  const color = baseTheme.palette.augmentColor({ color: { main } });
  const theme = useMemo(() => createTheme({ palette: { primary: { main } } }), [main]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={main}
        onChange={(_event, next: string | null) => next && setMain(next)}
        aria-label="Main colour"
      >
        {choices.map((choice) => (
          <ToggleButton key={choice} value={choice} sx={{ fontFamily: 'monospace' }}>
            {choice}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {(['light', 'main', 'dark', 'contrastText'] as const).map((tone) => (
          <div key={tone}>
            <Box
              sx={{
                width: 96,
                height: 40,
                borderRadius: 1,
                bgcolor: color[tone],
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="caption" component="p">
              {tone}
            </Typography>
            <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
              {color[tone]}
            </Typography>
          </div>
        ))}
      </Stack>
      <ThemeProvider theme={{ [THEME_ID]: theme }}>
        <Paper variant="outlined" sx={{ p: 2, alignSelf: 'flex-start' }}>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Contained</Button>
            <Button variant="outlined">Outlined</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
