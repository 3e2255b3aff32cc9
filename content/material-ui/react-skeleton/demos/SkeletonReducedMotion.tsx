import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SkeletonReducedMotion() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animation = reduceMotion ? false : 'wave';

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" color="text.secondary">
        Animation: {reduceMotion ? 'off (reduced motion is on)' : 'wave'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Skeleton variant="circular" width={48} height={48} animation={animation} />
        <Box sx={{ flex: 1 }}>
          <Skeleton animation={animation} />
          <Skeleton width="60%" animation={animation} />
        </Box>
      </Box>
    </Stack>
  );
}
