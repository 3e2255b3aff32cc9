import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ width: 240 }}>
      {/* For text, the height follows the font size */}
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="circular" width={48} height={48} />
      <Skeleton variant="rectangular" width={240} height={64} />
      <Skeleton variant="rounded" width={240} height={64} />
    </Stack>
  );
}
