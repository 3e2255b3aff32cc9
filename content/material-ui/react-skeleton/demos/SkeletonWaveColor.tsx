import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { skeletonClasses } from '@mui/material/Skeleton';

// The wave is a gradient drawn by the `::after` pseudo-element of `.MuiSkeleton-wave`.
const brandWave = {
  bgcolor: 'primary.main',
  opacity: 0.25,
  [`&.${skeletonClasses.wave}::after`]: {
    background: 'linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.6), transparent)',
  },
};

export default function SkeletonWaveColor() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Skeleton variant="rounded" height={96} animation="wave" sx={brandWave} />
      <Skeleton animation="wave" sx={{ ...brandWave, mt: 1 }} />
      <Skeleton animation="wave" width="40%" sx={brandWave} />
    </Box>
  );
}
