import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const easings = ['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const;

export default function EasingComparison() {
  const theme = useTheme();
  const [moved, setMoved] = useState(false);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        onClick={() => setMoved((value) => !value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {moved ? 'Move back' : 'Move'}
      </Button>
      {easings.map((easing) => (
        <Stack key={easing} direction="row" alignItems="center" spacing={2}>
          <Typography
            variant="body2"
            sx={{ width: 88, fontFamily: 'monospace', flexShrink: 0 }}
          >
            {easing}
          </Typography>
          <Box sx={{ flexGrow: 1, position: 'relative', height: 24 }}>
            <Box
              sx={{
                position: 'absolute',
                top: 0,
                left: moved ? 'calc(100% - 24px)' : 0,
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                transition: theme.transitions.create('left', {
                  duration: 1000,
                  easing: theme.transitions.easing[easing],
                }),
              }}
            />
          </Box>
        </Stack>
      ))}
      <Typography variant="caption" color="text.secondary">
        All four take 1000ms here, slowed down to make the curves visible.
      </Typography>
    </Stack>
  );
}
