import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';

export default function TextSkeleton() {
  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Skeleton variant="text" level="h3" width="70%" />
      <Skeleton variant="text" level="body-sm" width="40%" />
      <Box sx={{ mt: 1 }}>
        <Skeleton variant="text" level="body-md" />
        <Skeleton variant="text" level="body-md" />
        <Skeleton variant="text" level="body-md" width="85%" />
      </Box>
    </Box>
  );
}
