import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

export default function LinearProgressLabel() {
  const [value, setValue] = React.useState(8);
  React.useEffect(() => {
    const timer = setInterval(() => {
      setValue((current) => (current >= 100 ? 8 : current + 4));
    }, 400);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <LinearProgress
        determinate
        value={value}
        variant="outlined"
        color="neutral"
        thickness={28}
        aria-label="Installing updates"
        sx={(theme) => ({
          '--LinearProgress-radius': '8px',
          '--LinearProgress-progressThickness': '22px',
          // the bar is painted in currentColor: a light tint keeps the label readable on it
          color: theme.vars.palette.primary.softActiveBg,
        })}
      >
        <Typography
          level="body-xs"
          fontWeight="xl"
          textColor="text.primary"
          aria-hidden
          sx={{ position: 'relative', zIndex: 1 }}
        >
          Installing updates… {value}%
        </Typography>
      </LinearProgress>
    </Box>
  );
}
