import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonAnimations() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {(['pulse', 'wave', false] as const).map((animation) => (
        <Box key={String(animation)} sx={{ width: 160 }}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            animation={animation === false ? '{false}' : `"${animation}"`}
          </Typography>
          <Skeleton variant="rectangular" animation={animation} height={80} />
        </Box>
      ))}
    </Box>
  );
}
