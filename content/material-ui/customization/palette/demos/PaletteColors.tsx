import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type PaletteMode } from '@mui/material';
import { createTheme } from '@mui/material/styles';

const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const tones = ['light', 'main', 'dark'] as const;

export default function PaletteColors() {
  const [mode, setMode] = useState<PaletteMode>('light');
  const palette = useMemo(() => createTheme({ palette: { mode } }).palette, [mode]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, next: PaletteMode | null) => next && setMode(next)}
        aria-label="Palette mode"
      >
        <ToggleButton value="light">Light palette</ToggleButton>
        <ToggleButton value="dark">Dark palette</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 2,
        }}
      >
        {intents.map((intent) => (
          <div key={intent}>
            <Typography variant="subtitle2" component="p">
              {intent}
            </Typography>
            {tones.map((tone) => (
              <Stack
                key={tone}
                direction="row"
                spacing={1}
                alignItems="center"
                sx={{ mt: 0.5 }}
              >
                <Box
                  sx={{
                    width: 32,
                    height: 24,
                    borderRadius: 0.5,
                    flexShrink: 0,
                    bgcolor: palette[intent][tone],
                  }}
                />
                <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                  {tone} {palette[intent][tone]}
                </Typography>
              </Stack>
            ))}
          </div>
        ))}
      </Box>
    </Stack>
  );
}
