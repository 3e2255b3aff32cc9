import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

const options: Record<string, ThemeOptions['spacing']> = {
  'spacing: 8': 8,
  'spacing: 4': 4,
  'rem function': (factor: number) => `${0.25 * factor}rem`,
  'array scale': [0, 4, 8, 16, 32, 64],
};

const steps = [0, 1, 2, 3, 4, 5];

export default function SpacingScale() {
  const [choice, setChoice] = useState('spacing: 8');
  const theme = useMemo(() => createTheme({ spacing: options[choice] }), [choice]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        onChange={(_event, next: string | null) => next && setChoice(next)}
        aria-label="Spacing option"
      >
        {Object.keys(options).map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div>
        {steps.map((step) => (
          <Stack
            key={step}
            direction="row"
            alignItems="center"
            spacing={2}
            sx={{ height: 28 }}
          >
            <Typography variant="body2" sx={{ width: 150, fontFamily: 'monospace' }}>
              theme.spacing({step})
            </Typography>
            <Typography variant="body2" sx={{ width: 64, fontFamily: 'monospace' }}>
              {theme.spacing(step)}
            </Typography>
            <Box
              sx={{ height: 12, width: theme.spacing(step), bgcolor: 'primary.main' }}
            />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
