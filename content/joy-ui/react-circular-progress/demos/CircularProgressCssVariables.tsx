import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

export default function CircularProgressCssVariables() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress
        determinate
        value={70}
        size="lg"
        aria-label="Square ends, 70%"
        sx={{ '--CircularProgress-linecap': 'butt' }}
      />
      <CircularProgress
        determinate
        value={70}
        size="lg"
        aria-label="Custom colours, 70%"
        sx={(theme) => ({
          '--CircularProgress-trackColor': theme.vars.palette.success.softBg,
          '--CircularProgress-progressColor': theme.vars.palette.success.solidBg,
        })}
      />
      <CircularProgress
        size="lg"
        aria-label="Slow spin"
        sx={{ '--CircularProgress-circulation': '2.5s linear 0s infinite normal none running' }}
      />
    </Box>
  );
}
