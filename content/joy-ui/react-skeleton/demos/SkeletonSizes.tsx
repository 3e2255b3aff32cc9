import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 480 }}>
      <Skeleton variant="rectangular" width="100%" height={48} />
      {/* responsive: narrow on phones, wider from the sm breakpoint */}
      <Skeleton variant="rectangular" width={{ xs: '60%', sm: 320 }} height={{ xs: 32, sm: 48 }} />
      <Skeleton variant="circular" width={{ xs: 40, sm: 64 }} height={{ xs: 40, sm: 64 }} />
    </Box>
  );
}
