import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ width: 120 }}>
        <Typography level="body-xs" sx={{ mb: 1 }}>rectangular</Typography>
        <Skeleton variant="rectangular" width={120} height={72} />
      </Box>
      <Box>
        <Typography level="body-xs" sx={{ mb: 1 }}>circular</Typography>
        <Skeleton variant="circular" width={56} height={56} />
      </Box>
      <Box sx={{ width: 140 }}>
        <Typography level="body-xs" sx={{ mb: 1 }}>text</Typography>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Box>
      <Box sx={{ width: 160 }}>
        <Typography level="body-xs" sx={{ mb: 1 }}>inline</Typography>
        <Typography level="body-sm">
          <Skeleton variant="inline">Ships on Monday</Skeleton>
        </Typography>
      </Box>
      <Box sx={{ width: 120 }}>
        <Typography level="body-xs" sx={{ mb: 1 }}>overlay</Typography>
        <Box sx={{ position: 'relative', height: 72 }}>
          <Skeleton variant="overlay" />
        </Box>
      </Box>
    </Box>
  );
}
